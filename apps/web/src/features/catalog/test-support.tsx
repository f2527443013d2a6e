import type { CatalogListing, CatalogProduct } from '@marketpult/shared/contracts/catalog';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const PRODUCT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
export const CABINET_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

export function aProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: PRODUCT_ID,
    article: 'CUP-1',
    name: 'Кружка керамическая',
    brand: 'Гжель',
    barcodes: ['4600000000011'],
    costPrice: 300,
    rrp: null,
    minPrice: null,
    listingsCount: 2,
    marketplaces: ['ozon', 'wildberries'],
    prices: { ozon: 1234.5, wildberries: 990, yandex: null },
    buyerPrices: { ozon: 1150, wildberries: null, yandex: null },
    stockTotal: 12345,
    marginPercent: -3.5,
    ...overrides,
  };
}

export function aListing(overrides: Partial<CatalogListing> = {}): CatalogListing {
  return {
    id: 7,
    cabinetId: CABINET_ID,
    cabinetName: 'Озон — Посуда',
    marketplace: 'ozon',
    offerId: 'CUP-1',
    name: 'Кружка керамическая',
    barcodes: ['4600000000011'],
    price: 1234.5,
    stock: 5,
    productId: PRODUCT_ID,
    linkSource: 'article',
    ...overrides,
  };
}

/** A number as the screens write it, with no-break spaces as plain ones. */
export const plain = (text: string) => text.replace(/\s/g, ' ');

export function renderAt(routes: { path: string; element: ReactElement }[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}
