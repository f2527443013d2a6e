import type {
  CardListing,
  ProductCard,
  ProductHistory,
} from '@marketpult/shared/contracts/product-card';
import { computeUnitEconomics } from '@marketpult/shared/economics/index';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const PRODUCT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
export const CARD_PATH = `/api/catalog/products/${PRODUCT_ID}/card`;
export const COSTS_PATH = `/api/catalog/products/${PRODUCT_ID}/costs`;
export const HISTORY_PATH = `/api/catalog/products/${PRODUCT_ID}/history`;

function economicsAt(price: number, costPrice: number | null) {
  const { settings: _settings, ...result } = computeUnitEconomics({
    marketplace: 'ozon',
    price,
    costPrice,
  });
  return result;
}

/** A card as the server builds it: the numbers come from the same engine. */
export function aCard(costPrice: number | null = 300): ProductCard {
  const listing: CardListing = {
    id: 7,
    cabinetId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    cabinetName: 'Озон — Посуда',
    marketplace: 'ozon',
    offerId: 'CUP-1',
    name: 'Кружка',
    barcodes: ['4600000000001'],
    price: 1000,
    stock: 7,
    productId: PRODUCT_ID,
    linkSource: 'article',
    oldPrice: 1250,
    discountPercent: 20,
    marketplaceMinPrice: 800,
    buyerPrice: 950,
    feesSource: 'typical',
    warehouses: [
      { id: 'w2', name: 'Казань', amount: 3 },
      { id: 'w1', name: 'Хоругвино', amount: 4 },
    ],
    economics: economicsAt(1000, costPrice),
  };
  return {
    product: {
      id: PRODUCT_ID,
      article: 'CUP-1',
      name: 'Кружка керамическая',
      brand: 'Посуда+',
      barcodes: ['4600000000001'],
      costPrice,
      rrp: 1200,
      minPrice: null,
      listingsCount: 1,
      marketplaces: ['ozon'],
      prices: { ozon: 1000, wildberries: null, yandex: null },
      buyerPrices: { ozon: 950, wildberries: null, yandex: null },
      stockTotal: 7,
      marginPercent: null,
    },
    listings: [listing],
    settings: {
      taxRegime: 'usn_income',
      taxPercent: 6,
      vatPercent: 0,
      otherCostsRub: 0,
      otherCostsPercent: 0,
    },
  };
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 24) - offset * 86_400_000).toISOString().slice(0, 10);

/** `count` days ending 24 November 2026, two listings with a gap in the snapshots. */
export function aHistory(count: number): ProductHistory {
  const days = Array.from({ length: count }, (_, index) => day(count - 1 - index));
  const values = (first: number) => days.map((_, index) => (index === 1 ? null : first + index));
  return {
    days,
    listings: [
      {
        id: 7,
        cabinetName: 'Озон — Посуда',
        marketplace: 'ozon',
        offerId: 'CUP-1',
        price: values(1000),
        stock: values(10),
        orders: days.map(() => 1),
      },
      {
        id: 8,
        cabinetName: 'ВБ — Посуда',
        marketplace: 'wildberries',
        offerId: 'CUP-1',
        price: values(900),
        stock: values(20),
        orders: days.map(() => 2),
      },
    ],
    total: { stock: values(30), orders: days.map(() => 3) },
  };
}

/** The screen at `url` inside a router, with a stand-in for the routes it leads to. */
export function renderScreen(screen: ReactElement, pattern: string, url: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: screen },
      { path: '/catalog', element: <h1>Каталог</h1> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}
