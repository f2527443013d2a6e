import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { CatalogManagementScreen } from './catalog-management-screen';
import { loadListingsGrid } from './listings-picker';
import {
  RUN_ID,
  aChange,
  aManagedListing,
  aRun,
  plain,
  statusText,
  renderAt,
} from './test-support';

const open = (url = '/catalog-management') =>
  renderAt(
    [{ path: '/catalog-management', element: <CatalogManagementScreen pollIntervalMs={10} /> }],
    url,
  );

const cup = aManagedListing();
const plate = aManagedListing({
  id: 8,
  offerId: 'PLATE',
  name: 'Тарелка',
  marketplace: 'wildberries',
  price: 500,
  warehouses: [],
});
const page = (items = [cup, plate], total = items.length) => jsonResponse({ items, total });
const base = {
  'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
  'GET /api/catalog/listings': () => page(),
  'GET /api/prices/runs': () => jsonResponse({ runs: [] }),
};

// The grid is a chunk of its own (listings-picker.tsx): imported here, not inside a test's wait.
await loadListingsGrid();

const selectRow = async (user: ReturnType<typeof open>['user'], name: string) => {
  const grid = await screen.findByRole('grid', { name: 'Объявления' });
  const row = (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('checkbox'));
};

describe('/catalog-management', () => {
  it('keeps the skeleton in place of the grid until the first page of listings arrives', async () => {
    const listings = deferred<Response>();
    stubServer({ ...base, 'GET /api/catalog/listings': () => listings.promise });
    open();

    // The picker is drawn (its search row), the grid is not: no empty grid with a skeleton of
    // its own is rendered only to be drawn again with the rows.
    expect(await screen.findByRole('searchbox', { name: /Поиск/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загружаем карточки…' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    listings.resolve(page());
    const grid = await screen.findByRole('grid', { name: 'Объявления' });
    expect(await within(grid).findByText('CUP-1')).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Загружаем карточки…' }),
    ).not.toBeInTheDocument();
  });

  it('lists listings with prices in roubles and asks the server for the search and filters', async () => {
    const server = stubServer(base);
    const { user } = open();
    const grid = await screen.findByRole('grid', { name: 'Объявления' });
    await within(grid).findByText('CUP-1');
    const texts = within(grid)
      .getAllByRole('gridcell')
      .map((cell) => plain(cell.textContent ?? ''));
    expect(texts).toEqual(expect.arrayContaining(['1 000,00 ₽', '1 200,00 ₽', '21,5 %', 'Ozon']));

    await user.type(screen.getByRole('searchbox', { name: /Поиск/ }), 'кружка');
    await user.click(screen.getByRole('checkbox', { name: 'Нет в наличии' }));
    await waitFor(() => {
      const params = new URLSearchParams(server.callsTo('/api/catalog/listings').at(-1)!.search);
      expect(params.get('search')).toBe('кружка');
      expect(params.get('noStock')).toBe('true');
      expect(params.get('page')).toBe('0');
    });
  });

  it("shows one product's listings when opened from its card, and all of them again", async () => {
    const productId = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
    const server = stubServer(base);
    const { user } = open(`/catalog-management?product=${productId}`);
    await within(await screen.findByRole('grid', { name: 'Объявления' })).findByText('CUP-1');
    const lastQuery = () =>
      new URLSearchParams(server.callsTo('/api/catalog/listings').at(-1)!.search);
    expect(lastQuery().get('productId')).toBe(productId);
    expect(screen.getByText(/Показаны только карточки одного товара/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Открыть товар' })).toHaveAttribute(
      'href',
      `/catalog/${productId}`,
    );

    await user.click(screen.getByRole('link', { name: 'Показать все карточки' }));
    await waitFor(() => expect(lastQuery().get('productId')).toBeNull());
    expect(screen.queryByText(/Показаны только карточки одного товара/)).toBeNull();
  });

  it('ignores a product in the address that is not a product id', async () => {
    const server = stubServer(base);
    open('/catalog-management?product=42');
    await within(await screen.findByRole('grid', { name: 'Объявления' })).findByText('CUP-1');
    const params = new URLSearchParams(server.callsTo('/api/catalog/listings').at(-1)!.search);
    expect(params.get('productId')).toBeNull();
    expect(screen.queryByText(/Показаны только карточки одного товара/)).toBeNull();
  });

  it("filters by a brand of the account in the brand's own spelling", async () => {
    const server = stubServer({
      ...base,
      'GET /api/catalog/brands': () => jsonResponse({ brands: ['Гжель'] }),
    });
    const { user } = open();
    await within(await screen.findByRole('grid', { name: 'Объявления' })).findByText('CUP-1');
    await waitFor(() => expect(server.callsTo('/api/catalog/brands')).toHaveLength(1));

    await user.type(screen.getByRole('combobox', { name: 'Бренд' }), 'ГЖЕЛЬ');
    await waitFor(() => {
      const params = new URLSearchParams(server.callsTo('/api/catalog/listings').at(-1)!.search);
      expect(params.get('brand')).toBe('Гжель');
    });
  });

  it('keeps the selection across pages', async () => {
    const other = aManagedListing({ id: 9, offerId: 'BOWL', name: 'Миска' });
    stubServer({
      ...base,
      'GET /api/catalog/listings': (_body, request) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? page([other], 120)
          : page([cup, plate], 120),
    });
    const { user } = open();
    await selectRow(user, 'CUP-1');
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await selectRow(user, 'BOWL');
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /предыдущ/i }));
    const grid = screen.getByRole('grid', { name: 'Объявления' });
    const row = (await within(grid).findByText('CUP-1')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('checkbox')).toBeChecked();
  });

  it('selects everything the filter matches, or says in Russian why it cannot', async () => {
    let tooMany = false;
    const server = stubServer({
      ...base,
      'GET /api/catalog/listings/selection': () =>
        tooMany
          ? errorResponse(
              422,
              'TooManyListings',
              'Под фильтр подходит 1 500 объявлений, а за один раз можно изменить не больше 1 000. Уточните фильтр.',
            )
          : jsonResponse({
              items: [
                { id: 7, warehouseIds: ['w1'] },
                { id: 8, warehouseIds: [] },
              ],
            }),
    });
    const { user } = open();
    await screen.findByText('CUP-1');
    await user.click(screen.getByRole('button', { name: 'Выбрать все по фильтру (2)' }));
    expect(await screen.findByText('Выбрано: 2')).toBeInTheDocument();
    expect(server.callsTo('/api/catalog/listings/selection')).toHaveLength(1);

    tooMany = true;
    await user.click(screen.getByRole('button', { name: 'Снять выбор' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать все по фильтру (2)' }));
    expect(await screen.findByText(/Уточните фильтр/)).toBeInTheDocument();
    expect(screen.getByText('Выбрано: 0')).toBeInTheDocument();
  });

  it('refuses to check without a selection or with a bad number, in Russian', async () => {
    const server = stubServer(base);
    const { user } = open();
    await screen.findByText('CUP-1');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Сначала выберите объявления в таблице.')).toBeInTheDocument();
    await selectRow(user, 'CUP-1');
    await user.type(screen.getByRole('textbox', { name: 'Новая цена, ₽' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Введите число')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Новая цена, ₽' }));
    await user.type(screen.getByRole('textbox', { name: 'Новая цена, ₽' }), '0');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Цена должна быть больше нуля')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks a −10 % rule, shows the diff with verdicts, overrides a blocked change, applies and polls to the results', async () => {
    const ok = aChange({
      listingId: 7,
      offerId: 'CUP-1',
      wanted: { price: 900, oldPrice: null, minPrice: null, amount: null },
    });
    const blocked = aChange({
      listingId: 8,
      offerId: 'PLATE',
      name: 'Тарелка',
      marketplace: 'wildberries',
      before: { price: 500, oldPrice: null, minPrice: null, amount: null },
      wanted: { price: 450, oldPrice: null, minPrice: null, amount: null },
      marginAfterPercent: -4.5,
      verdict: 'needs_override',
      reasons: [
        { code: 'below_break_even', severity: 'block', message: 'Цена ниже безубыточной (470 ₽)' },
      ],
    });
    const refused = aChange({
      listingId: 9,
      offerId: 'BOWL',
      verdict: 'refused',
      reasons: [
        {
          code: 'ozon_hourly_limit',
          severity: 'refuse',
          message: 'Ozon: не больше 10 изменений цены в час',
        },
      ],
      status: 'refused',
    });
    const dryRun = aRun([ok, blocked, refused]);
    const applying = aRun(
      [{ ...ok, status: 'sending' }, { ...blocked, override: true, status: 'sending' }, refused],
      { status: 'applying' },
    );
    const done = aRun(
      [
        { ...ok, status: 'applied' },
        {
          ...blocked,
          override: true,
          status: 'rejected',
          error: 'Маркетплейс отклонил цену: товар на модерации',
        },
        refused,
      ],
      { status: 'done' },
    );
    let polls = 0;
    const server = stubServer({
      ...base,
      'POST /api/prices/runs': () => jsonResponse(dryRun),
      [`POST /api/prices/runs/${RUN_ID}/apply`]: () => jsonResponse(applying),
      [`GET /api/prices/runs/${RUN_ID}`]: () => {
        polls += 1;
        return jsonResponse(polls < 2 ? applying : done);
      },
    });
    const { user, router } = open();
    await selectRow(user, 'CUP-1');
    await selectRow(user, 'PLATE');
    await user.click(screen.getByRole('combobox', { name: 'Как изменить цену' }));
    await user.click(await screen.findByRole('option', { name: 'Изменить на %' }));
    await user.type(screen.getByRole('textbox', { name: /Изменение, %/ }), '-10');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(server.callsTo('/api/prices/runs').find((call) => call.method === 'POST')!.body).toEqual(
      {
        mode: 'rule',
        source: 'bulk',
        listingIds: [7, 8],
        rule: { kind: 'percent', value: -10 },
      },
    );
    expect(router.state.location.search).toBe(`?run=${RUN_ID}`);
    const text = plain(table.textContent ?? '');
    expect(text).toContain('1 000,00 ₽');
    expect(text).toContain('900,00 ₽');
    expect(text).toContain('-4,5 %');
    expect(text).toContain('Цена ниже безубыточной (470 ₽)');
    expect(text).toContain('Ozon: не больше 10 изменений цены в час');
    expect(statusText()).toContain('Будет отправлено: 1');
    expect(statusText()).toContain('Требует подтверждения: 1');
    expect(statusText()).toContain('Отклонено: 1');
    // The refused change has nothing to confirm.
    expect(
      screen.queryByRole('checkbox', { name: 'Подтвердить изменение BOWL' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Подтвердить изменение PLATE' }));
    expect(statusText()).toContain('Будет отправлено: 2');
    await user.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByText('Готово: все изменения завершены.')).toBeInTheDocument();
    expect(server.callsTo(`/api/prices/runs/${RUN_ID}/apply`)[0]!.body).toEqual({
      overrides: [blocked.id],
    });
    const results = screen.getByRole('table', { name: 'Изменения' });
    expect(within(results).getByText('Применено')).toBeInTheDocument();
    expect(within(results).getByText('Отклонено маркетплейсом')).toBeInTheDocument();
    expect(
      within(results).getByText('Маркетплейс отклонил цену: товар на модерации'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ход применения' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('sets a stock on every known warehouse and says which listings have none', async () => {
    const server = stubServer({
      ...base,
      'POST /api/prices/runs': () =>
        jsonResponse(
          aRun([
            aChange({
              kind: 'stock',
              warehouseId: 'w1',
              before: { price: null, oldPrice: null, minPrice: null, amount: 5 },
              wanted: { price: null, oldPrice: null, minPrice: null, amount: 20 },
              marginAfterPercent: null,
            }),
          ]),
        ),
    });
    const { user } = open();
    await selectRow(user, 'CUP-1');
    await selectRow(user, 'PLATE');
    await user.click(screen.getByRole('radio', { name: 'Остаток' }));
    await user.type(screen.getByRole('textbox', { name: /Остаток на каждом складе/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(within(table).getByText('Остаток, склад w1')).toBeInTheDocument();
    expect(server.callsTo('/api/prices/runs').find((call) => call.method === 'POST')!.body).toEqual(
      {
        mode: 'explicit',
        source: 'bulk',
        changes: [{ listingId: 7, stocks: [{ warehouseId: 'w1', amount: 20 }] }],
      },
    );
    expect(screen.getByText(/У 1 выбранных объявлений склады неизвестны/)).toBeInTheDocument();
  });

  it('shows a refused dry run’s Russian message', async () => {
    stubServer({
      ...base,
      'POST /api/prices/runs': () =>
        errorResponse(422, 'DuplicateListing', 'Одно объявление дважды в одном изменении'),
    });
    const { user } = open();
    await selectRow(user, 'CUP-1');
    await user.type(screen.getByRole('textbox', { name: 'Новая цена, ₽' }), '1 500,50');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Одно объявление дважды в одном изменении')).toBeInTheDocument();
  });

  it('lists recent runs with their counts and opens one', async () => {
    const done = aRun([aChange({ status: 'applied' }), aChange({ status: 'failed' })], {
      status: 'done',
    });
    stubServer({
      ...base,
      'GET /api/prices/runs': () => jsonResponse({ runs: [done.run] }),
      [`GET /api/prices/runs/${RUN_ID}`]: () => jsonResponse(done),
    });
    const { user, router } = open();
    const runs = await screen.findByRole('table', { name: 'Последние изменения' });
    expect(within(runs).getByText('Применено: 1, Не применено: 1')).toBeInTheDocument();
    expect(within(runs).getByText('Завершено')).toBeInTheDocument();
    await user.click(within(runs).getByRole('link', { name: /Открыть/ }));
    expect(router.state.location.search).toBe(`?run=${RUN_ID}`);
    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(within(table).getByText('Применено')).toBeInTheDocument();
    expect(within(table).getByText('Не применено')).toBeInTheDocument();
  });

  it('says so when a run cannot be found', async () => {
    stubServer(base);
    open(`/catalog-management?run=${RUN_ID}`);
    expect(await screen.findByText(/Не удалось загрузить данные|Не найдено/)).toBeInTheDocument();
  });
});
