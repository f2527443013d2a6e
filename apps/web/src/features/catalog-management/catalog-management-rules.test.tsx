import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../../test/fake-server';
import { CatalogManagementScreen } from './catalog-management-screen';
import { aChange, aManagedListing, aRun, plain, renderAt } from './test-support';
import { loadListingsGrid } from './listings-picker';

// The grid is a chunk of its own (listings-picker.tsx): imported here, not inside a test's wait.
await loadListingsGrid();

/*
 * The rule targets beyond the price: the old (crossed-out) price, the minimum price and the
 * products' cost price, from the same form, with Russian labels and refusals.
 */

const PRODUCT_ID = '5b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e';
const cup = aManagedListing({ productId: PRODUCT_ID });
const plate = aManagedListing({
  id: 8,
  offerId: 'PLATE',
  name: 'Тарелка',
  marketplace: 'wildberries',
  price: 500,
  costPrice: null,
});
const base = {
  'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
  'GET /api/catalog/listings': () => jsonResponse({ items: [cup, plate], total: 2 }),
  'GET /api/prices/runs': () => jsonResponse({ runs: [] }),
};

const open = () =>
  renderAt(
    [{ path: '/catalog-management', element: <CatalogManagementScreen pollIntervalMs={10} /> }],
    '/catalog-management',
  );
type User = ReturnType<typeof open>['user'];

async function selectRows(user: User, ...names: string[]) {
  const grid = await screen.findByRole('grid', { name: 'Объявления' });
  for (const name of names) {
    const row = (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
}

async function chooseRule(user: User, menu: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: menu }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const postedRun = (server: ReturnType<typeof stubServer>) =>
  server.callsTo('/api/prices/runs').find((call) => call.method === 'POST')?.body;

describe('/catalog-management: old price, minimum price and cost price by rule', () => {
  it('sets a discount as the old price and shows it in the diff', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/runs': () =>
        jsonResponse(
          aRun([
            aChange({
              before: { price: 1000, oldPrice: 1200, minPrice: null, amount: null },
              wanted: { price: 1000, oldPrice: 1250, minPrice: null, amount: null },
            }),
          ]),
        ),
    });
    const { user } = open();
    await selectRows(user, 'CUP-1');
    await user.click(screen.getByRole('radio', { name: 'Цену до скидки' }));
    expect(screen.getByText(/Цена покупателя не меняется/)).toBeInTheDocument();
    await chooseRule(user, 'Как изменить цену до скидки', 'Задать скидку, %');
    await user.type(screen.getByRole('textbox', { name: /Скидка, %/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(postedRun(server)).toEqual({
      mode: 'rule',
      source: 'bulk',
      listingIds: [7],
      rule: { field: 'oldPrice', kind: 'discount', value: 20 },
    });
    expect(plain(table.textContent ?? '')).toContain('1 000,00 ₽ (старая 1 250,00 ₽)');
  });

  it('clears the crossed-out price without asking for a number', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/runs': () => jsonResponse(aRun([aChange()])),
    });
    const { user } = open();
    await selectRows(user, 'CUP-1', 'PLATE');
    await user.click(screen.getByRole('radio', { name: 'Цену до скидки' }));
    await chooseRule(user, 'Как изменить цену до скидки', 'Убрать зачёркнутую цену');
    expect(screen.queryByRole('textbox', { name: /₽|%/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('table', { name: 'Изменения' });
    expect(postedRun(server)).toEqual({
      mode: 'rule',
      source: 'bulk',
      listingIds: [7, 8],
      rule: { field: 'oldPrice', kind: 'clear' },
    });
  });

  it('sets a minimum price; the diff says why another marketplace cannot take it', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/runs': () =>
        jsonResponse(
          aRun([
            aChange({ wanted: { price: 1000, oldPrice: null, minPrice: 800, amount: null } }),
            aChange({
              listingId: 8,
              offerId: 'PLATE',
              marketplace: 'wildberries',
              wanted: { price: null, oldPrice: null, minPrice: null, amount: null },
              verdict: 'refused',
              status: 'refused',
              reasons: [
                {
                  code: 'min_price_unsupported',
                  severity: 'refuse',
                  message:
                    'Минимальную цену на этом маркетплейсе задать нельзя: есть только у Ozon',
                },
              ],
            }),
          ]),
        ),
    });
    const { user } = open();
    await selectRows(user, 'CUP-1', 'PLATE');
    await user.click(screen.getByRole('radio', { name: 'Минимальную цену' }));
    expect(screen.getByText(/есть только у Ozon/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Новая минимальная цена, ₽' }), '800');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(postedRun(server)).toEqual({
      mode: 'rule',
      source: 'bulk',
      listingIds: [7, 8],
      rule: { field: 'minPrice', kind: 'set', value: 800 },
    });
    const text = plain(table.textContent ?? '');
    expect(text).toContain('мин. 800,00 ₽');
    expect(text).toContain('задать нельзя: есть только у Ozon');
    const totals = screen
      .getAllByRole('status')
      .map((node) => plain(node.textContent ?? ''))
      .join(' ');
    expect(totals).toContain('Отклонено: 1');
  });

  it('refuses a discount that is not a whole 1–99 % and a negative cost, in Russian', async () => {
    const server = stubServer(base);
    const { user } = open();
    await selectRows(user, 'CUP-1');
    await user.click(screen.getByRole('radio', { name: 'Цену до скидки' }));
    await chooseRule(user, 'Как изменить цену до скидки', 'Задать скидку, %');
    await user.type(screen.getByRole('textbox', { name: /Скидка, %/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Скидка — целое число от 1 до 99 %')).toBeInTheDocument();

    // The discount is the old price's own: the cost falls back to «Установить».
    await user.click(screen.getByRole('radio', { name: 'Себестоимость' }));
    expect(screen.getByRole('combobox', { name: 'Как изменить себестоимость' })).toHaveTextContent(
      'Установить себестоимость',
    );
    const value = screen.getByRole('textbox', { name: 'Новая себестоимость, ₽' });
    await user.clear(value);
    await user.type(value, '-5');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Себестоимость не может быть меньше нуля')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('moves the cost by %, shows before → after and what is left out, saves on confirmation', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/cost-rule': () =>
        jsonResponse({
          changes: [
            { productId: PRODUCT_ID, article: 'CUP-1', name: 'Кружка', before: 300, after: 330 },
          ],
          unlinkedListings: 1,
          unknownCost: 0,
          outOfRange: 0,
          unchanged: 0,
        }),
      'POST /api/prices/excel-costs': () => jsonResponse({ saved: 1 }),
    });
    const { user } = open();
    await selectRows(user, 'CUP-1', 'PLATE');
    await user.click(screen.getByRole('radio', { name: 'Себестоимость' }));
    await chooseRule(user, 'Как изменить себестоимость', 'Изменить на %');
    await user.type(screen.getByRole('textbox', { name: /Изменение, %/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Себестоимость изменится у товаров: 1',
    });
    expect(server.callsTo('/api/prices/cost-rule')[0]!.body).toEqual({
      listingIds: [7, 8],
      rule: { kind: 'percent', value: 10 },
    });
    const costs = within(dialog).getByRole('table', { name: 'Изменения себестоимости' });
    expect(plain(costs.textContent ?? '')).toContain('300,00 ₽330,00 ₽');
    expect(
      within(dialog).getByText(
        'Объявлений без привязанного товара — их себестоимость не изменится: 1',
      ),
    ).toBeInTheDocument();
    // Nothing is saved before the confirmation.
    expect(server.callsTo('/api/prices/excel-costs')).toHaveLength(0);
    const listingLoads = server.callsTo('/api/catalog/listings').length;

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить себестоимость' }));
    expect(await screen.findByText('Себестоимость сохранена у товаров: 1')).toBeInTheDocument();
    expect(server.callsTo('/api/prices/excel-costs')[0]!.body).toEqual({
      changes: [{ productId: PRODUCT_ID, costPrice: 330 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The grid reloads its page: its cost and margin columns follow.
    await waitFor(() =>
      expect(server.callsTo('/api/catalog/listings').length).toBeGreaterThan(listingLoads),
    );
  });

  it('leaves the costs as they are on «Не сохранять»', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/cost-rule': () =>
        jsonResponse({
          changes: [
            { productId: PRODUCT_ID, article: 'CUP-1', name: 'Кружка', before: 300, after: 500 },
          ],
          unlinkedListings: 0,
          unknownCost: 0,
          outOfRange: 0,
          unchanged: 0,
        }),
    });
    const { user } = open();
    await selectRows(user, 'CUP-1');
    await user.click(screen.getByRole('radio', { name: 'Себестоимость' }));
    await user.type(screen.getByRole('textbox', { name: 'Новая себестоимость, ₽' }), '500');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Не сохранять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/api/prices/excel-costs')).toHaveLength(0);
  });

  it('picks the target with the keyboard', async () => {
    stubServer(base);
    const { user } = open();
    await screen.findByText('CUP-1');
    screen.getByRole('radio', { name: 'Цену' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Цену до скидки' })).toBeChecked();
    expect(
      screen.getByRole('combobox', { name: 'Как изменить цену до скидки' }),
    ).toBeInTheDocument();
  });
});
