import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { ProductCardScreen } from './product-card-screen';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { aCard, CARD_PATH, COSTS_PATH, PRODUCT_ID, renderScreen } from './test-support';

const BRAND_PATH = `/api/catalog/products/${PRODUCT_ID}/brand`;
const BRANDS_PATH = API_PATHS.catalogBrands;

const open = (id = PRODUCT_ID) =>
  renderScreen(
    <ProductCardScreen notFound={<h1>Не найдено</h1>} />,
    '/catalog/:id',
    `/catalog/${id}`,
  );

/** Spaces as Testing Library normalises them (Intl puts no-break ones in numbers). */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('/catalog/:id', () => {
  it('shows the listing: prices, warehouses and the fee breakdown labelled an estimate', async () => {
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()) });
    open();
    const listing = await screen.findByRole('region', { name: 'Ozon · Озон — Посуда · CUP-1' });
    expect(plain(listing.textContent)).toContain('1 250,00 ₽');
    // Ozon reports what the buyer pays on the storefront.
    expect(plain(listing.textContent)).toContain('Цена для покупателя950,00 ₽');
    expect(plain(listing.textContent)).toContain('20 %');
    const warehouses = within(listing).getByRole('table', { name: /Остатки по складам/ });
    expect(within(warehouses).getByRole('rowheader', { name: 'Казань' })).toBeVisible();
    expect(within(listing).getByText(/Оценка по типовым тарифам/)).toBeVisible();
    const breakdown = within(listing).getByRole('table', { name: /Юнит-экономика/ });
    const row = (name: RegExp) => plain(within(breakdown).getByRole('row', { name }).textContent);
    expect(row(/Комиссия \(20 %\)/)).toContain('−200,00 ₽');
    expect(row(/Эквайринг/)).toContain('−15,00 ₽');
    expect(row(/Налоги/)).toContain('−60,00 ₽');
    expect(row(/Себестоимость/)).toContain('−300,00 ₽');
    expect(row(/Точка безубыточности/)).toMatch(/₽/);
  });

  it("says the fees are the marketplace's own where it reported them, not an estimate", async () => {
    const typical = aCard();
    const card = {
      ...typical,
      listings: typical.listings.map((row) => ({ ...row, feesSource: 'marketplace' as const })),
    };
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(card) });
    open();
    const listing = await screen.findByRole('region', { name: 'Ozon · Озон — Посуда · CUP-1' });
    expect(plain(listing.textContent)).toContain(
      'Комиссия, логистика, возвраты и эквайринг — по данным Ozon для этой карточки.',
    );
    expect(within(listing).queryByText(/Оценка по типовым тарифам/)).toBeNull();
  });

  it("names Яндекс Маркет in the genitive where Маркет's tariff calculator gave the fees", async () => {
    const typical = aCard();
    const card = {
      ...typical,
      listings: typical.listings.map((row) => ({
        ...row,
        marketplace: 'yandex' as const,
        cabinetName: 'Маркет — Посуда',
        feesSource: 'marketplace' as const,
      })),
    };
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(card) });
    open();
    const listing = await screen.findByRole('region', {
      name: 'Яндекс Маркет · Маркет — Посуда · CUP-1',
    });
    expect(plain(listing.textContent)).toContain(
      'Комиссия, логистика, возвраты и эквайринг — по данным Яндекс Маркета для этой карточки.',
    );
  });

  it('names the seller’s own tax and costs the margin was computed with, and where to change them', async () => {
    const card = {
      ...aCard(),
      settings: {
        taxRegime: 'osno' as const,
        taxPercent: 25,
        vatPercent: 22,
        otherCostsRub: 12.5,
        otherCostsPercent: 3,
      },
    };
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(card) });
    open();
    const listing = await screen.findByRole('region', { name: 'Ozon · Озон — Посуда · CUP-1' });
    expect(plain(listing.textContent)).toContain(
      'Налоги и расходы: ОСНО 25 %, НДС 22 %, прочие расходы 12,50 ₽ и 3 % от цены.',
    );
    expect(
      within(listing).getByRole('link', { name: 'Изменить в настройках профиля' }),
    ).toHaveAttribute('href', '/profile');
  });

  it("saves the seller's own brand, picked from the account's brands; empty gives it back to the listings", async () => {
    const withBrand = (brand: string | null) => {
      const card = aCard();
      return { ...card, product: { ...card.product, brand } };
    };
    const answers = [withBrand('Гжель'), withBrand('Посуда+')];
    const server = stubServer({
      [`GET ${CARD_PATH}`]: () => jsonResponse(withBrand('Посуда+')),
      [`GET ${BRANDS_PATH}`]: () => jsonResponse({ brands: ['Гжель', 'Посуда+'] }),
      [`POST ${BRAND_PATH}`]: () => jsonResponse(answers.shift()),
    });
    const { user } = open();
    const field = await screen.findByLabelText('Бренд');
    expect(field).toHaveValue('Посуда+');
    // The account's brands are offered as the field's suggestions.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll(`#${CSS.escape(field.getAttribute('list')!)} option`)].map(
          (option) => option.getAttribute('value'),
        ),
      ).toEqual(['Гжель', 'Посуда+']),
    );
    await user.clear(field);
    await user.type(field, ' Гжель ');
    await user.click(screen.getByRole('button', { name: 'Сохранить бренд' }));
    await screen.findByText('Бренд сохранён');
    expect(server.callsTo(BRAND_PATH)[0]!.body).toEqual({ brand: 'Гжель' });
    expect(plain(screen.getByText(/^Артикул/).textContent)).toContain('Бренд: Гжель');

    // Emptied: null, and the field shows the brand the server filled from the listings.
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Сохранить бренд' }));
    await waitFor(() => expect(server.callsTo(BRAND_PATH)).toHaveLength(2));
    expect(server.callsTo(BRAND_PATH)[1]!.body).toEqual({ brand: null });
    await waitFor(() => expect(field).toHaveValue('Посуда+'));
  });

  it('saves a new cost price and shows the recalculated margin', async () => {
    const server = stubServer({
      [`GET ${CARD_PATH}`]: () => jsonResponse(aCard(300)),
      [`POST ${COSTS_PATH}`]: () => jsonResponse(aCard(600)),
    });
    const { user } = open();
    const margin = await screen.findByTestId('margin');
    const before = margin.textContent;
    const field = screen.getByLabelText('Себестоимость, ₽');
    await user.clear(field);
    await user.type(field, '600');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено, маржа пересчитана');
    expect(server.callsTo(COSTS_PATH)[0]!.body).toEqual({
      costPrice: 600,
      rrp: 1200,
      minPrice: null,
    });
    expect(screen.getByTestId('margin').textContent).not.toBe(before);
    const expected = aCard(600).listings[0]!.economics!.marginPercent!;
    expect(plain(screen.getByTestId('margin').textContent)).toBe(
      `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(Math.round(expected * 100) / 100).replace(/\s/g, ' ')} %`,
    );
  });

  it('refuses a fraction of a kopeck before asking, and warns of a minimum above the RRP', async () => {
    const server = stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()) });
    const { user } = open();
    const field = await screen.findByLabelText('Себестоимость, ₽');
    await user.clear(field);
    await user.type(field, '10,005');
    await user.type(screen.getByLabelText('Минимальная цена, ₽'), '1300');
    expect(screen.getByText(/Минимальная цена выше РРЦ/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(COSTS_PATH)).toHaveLength(0);
  });

  it('shows the not-found screen for another account’s product and for a bad id', async () => {
    stubServer({ [`GET ${CARD_PATH}`]: () => errorResponse(404, 'NotFound') });
    open();
    expect(await screen.findByRole('heading', { name: 'Не найдено' })).toBeVisible();
  });

  it('links to the price chart', async () => {
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()) });
    open();
    const link = await screen.findByRole('link', { name: 'Графики: цена' });
    expect(link).toHaveAttribute('href', `/catalog/${PRODUCT_ID}/price`);
    await waitFor(() => expect(screen.queryByLabelText('Загружаем карточку товара')).toBeNull());
  });

  it('leads to changing the prices and stock of its listings', async () => {
    stubServer({ [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()) });
    open();
    const link = await screen.findByRole('link', { name: 'Изменить цены и остатки' });
    expect(link).toHaveAttribute('href', `/catalog-management?product=${PRODUCT_ID}`);
  });
});
