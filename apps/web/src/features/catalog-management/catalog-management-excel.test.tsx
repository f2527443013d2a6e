import { API_PATHS } from '@marketpult/shared/api-paths';
import type { PriceExcelUploadResponse } from '@marketpult/shared/contracts/price-excel';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubServer } from '../../test/fake-server';
import { CatalogManagementScreen } from './catalog-management-screen';
import { RUN_ID, aChange, aManagedListing, aRun, plain, renderAt } from './test-support';
import { loadListingsGrid } from './listings-picker';

// The grid is a chunk of its own (listings-picker.tsx): imported here, not inside a test's wait.
await loadListingsGrid();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PRODUCT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

const open = () =>
  renderAt(
    [{ path: '/catalog-management', element: <CatalogManagementScreen pollIntervalMs={10} /> }],
    '/catalog-management',
  );

const base = {
  'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
  'GET /api/catalog/listings': () => jsonResponse({ items: [aManagedListing()], total: 1 }),
  'GET /api/prices/runs': () => jsonResponse({ runs: [] }),
};

const costChange = {
  productId: PRODUCT_ID,
  article: 'CUP-1',
  name: 'Кружка',
  before: 300,
  after: 350,
};

async function uploadFile(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Загрузить Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Загрузка изменений из Excel' });
  await user.upload(
    within(dialog).getByLabelText('Выбрать файл .xlsx'),
    new File(['xlsx-bytes'], 'цены.xlsx', { type: XLSX }),
  );
  return dialog;
}

describe('/catalog-management with Excel', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the download itself is the Excel button's own test.
    Object.assign(URL, { createObjectURL: () => 'blob:test/0', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the file of the listings the screen shows, with its search and filters', async () => {
    const server = stubServer({
      ...base,
      [`GET ${API_PATHS.priceExcelTemplate}`]: () =>
        new Response('xlsx-bytes', { headers: { 'Content-Type': XLSX } }),
    });
    const { user } = open();
    await screen.findByText('CUP-1');
    await user.type(screen.getByRole('searchbox', { name: /Поиск/ }), 'кружка');
    await user.click(screen.getByRole('checkbox', { name: 'Нет в наличии' }));
    // The file follows the grid: once the grid asked for the search, so does the download.
    await waitFor(() =>
      expect(
        new URLSearchParams(server.callsTo('/api/catalog/listings').at(-1)!.search).get('search'),
      ).toBe('кружка'),
    );
    await user.click(screen.getByRole('button', { name: 'Скачать Excel' }));
    await waitFor(() => expect(server.callsTo(API_PATHS.priceExcelTemplate)).toHaveLength(1));
    const params = new URLSearchParams(server.callsTo(API_PATHS.priceExcelTemplate)[0]!.search);
    expect(Object.fromEntries(params)).toEqual({ search: 'кружка', noStock: 'true' });
  });

  it('opens an upload’s dry run in the same diff view, applies it and shows the results', async () => {
    const change = aChange({
      source: 'excel',
      wanted: { price: 1100, oldPrice: null, minPrice: null, amount: null },
    });
    const dryRun = aRun([change], { source: 'excel' });
    const applying = aRun([{ ...change, status: 'sending' }], {
      source: 'excel',
      status: 'applying',
    });
    const done = aRun([{ ...change, status: 'applied' }], { source: 'excel', status: 'done' });
    let polls = 0;
    const upload: PriceExcelUploadResponse = { run: dryRun, costChanges: [] };
    const server = stubServer({
      ...base,
      [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(upload),
      [`POST /api/prices/runs/${RUN_ID}/apply`]: () => jsonResponse(applying),
      [`GET /api/prices/runs/${RUN_ID}`]: () => {
        polls += 1;
        return jsonResponse(polls < 2 ? applying : done);
      },
    });
    const { user, router } = open();
    await uploadFile(user);

    const table = await screen.findByRole('table', { name: 'Изменения' });
    expect(router.state.location.search).toBe(`?run=${RUN_ID}`);
    expect(screen.getByText('Изменения цен и остатков из файла готовы к проверке.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const text = plain(table.textContent ?? '');
    expect(text).toContain('1 000,00 ₽');
    expect(text).toContain('1 100,00 ₽');

    await user.click(screen.getByRole('button', { name: 'Применить' }));
    const results = await screen.findByText('Применено');
    expect(results).toBeVisible();
    expect(server.callsTo(`/api/prices/runs/${RUN_ID}/apply`)).toHaveLength(1);
  });

  it('saves a cost-only file’s cost prices, says so, reloads the grid and opens no run', async () => {
    const upload: PriceExcelUploadResponse = { run: null, costChanges: [costChange] };
    const server = stubServer({
      ...base,
      [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(upload),
      [`POST ${API_PATHS.priceExcelCosts}`]: () => jsonResponse({ saved: 1 }),
    });
    const { user, router } = open();
    await screen.findByText('CUP-1');
    const loads = server.callsTo('/api/catalog/listings').length;
    const dialog = await uploadFile(user);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Сохранить себестоимость' }),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Себестоимость сохранена у товаров: 1 Цены и остатки в файле не изменены — на маркетплейсах ничего не изменится.',
    );
    // The grid's cost and margin columns come again from the server.
    await waitFor(() => expect(server.callsTo('/api/catalog/listings').length).toBe(loads + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(router.state.location.search).toBe('');
    expect(server.calls.filter((call) => call.path.startsWith('/api/prices/runs/'))).toHaveLength(
      0,
    );
  });

  it('goes on to the diff with «not saved» when the seller leaves the cost prices', async () => {
    const upload: PriceExcelUploadResponse = {
      run: aRun([aChange({ source: 'excel' })], { source: 'excel' }),
      costChanges: [costChange],
    };
    const server = stubServer({
      ...base,
      // The new run is listed among the recent ones, marked as a file's.
      'GET /api/prices/runs': () => jsonResponse({ runs: [upload.run!.run] }),
      [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(upload),
    });
    const { user, router } = open();
    const dialog = await uploadFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Не сохранять' }));

    expect(await screen.findByRole('table', { name: 'Изменения' })).toBeVisible();
    expect(router.state.location.search).toBe(`?run=${RUN_ID}`);
    expect(screen.getByText('Себестоимость не сохранена: она осталась прежней.')).toBeVisible();
    expect(server.callsTo(API_PATHS.priceExcelCosts)).toHaveLength(0);
    const runs = await screen.findByRole('table', { name: 'Последние изменения' });
    expect(await within(runs).findByText('Файл Excel')).toBeVisible();
  });
});
