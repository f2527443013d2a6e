import { API_PATHS } from '@marketpult/shared/api-paths';
import type { PriceExcelUploadResponse } from '@marketpult/shared/contracts/price-excel';
import { PRICE_CHANGE_STATUSES, type PriceRunResponse } from '@marketpult/shared/contracts/prices';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../../test/fake-server';
import { ExcelUploadDialog } from './excel-upload-dialog';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RUN_ID = '3b0c6a52-1d2e-4f3a-9b4c-5d6e7f8a9b0c';
const PRODUCT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

const aRun = (): PriceRunResponse => ({
  run: {
    id: RUN_ID,
    source: 'excel',
    status: 'draft',
    createdAt: '2026-11-24T12:00:00.000Z',
    appliedAt: null,
    finishedAt: null,
    counts: Object.fromEntries(
      PRICE_CHANGE_STATUSES.map((status) => [status, status === 'planned' ? 1 : 0]),
    ) as PriceRunResponse['run']['counts'],
    verdicts: { ok: 1, needs_override: 0, refused: 0 },
  },
  changes: [
    {
      id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
      runId: RUN_ID,
      source: 'excel',
      listingId: 7,
      cabinetId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      marketplace: 'ozon',
      offerId: 'CUP-1',
      name: 'Кружка',
      kind: 'price',
      warehouseId: null,
      before: { price: 1000, oldPrice: null, minPrice: null, amount: null },
      wanted: { price: 1100, oldPrice: null, minPrice: null, amount: null },
      marginAfterPercent: null,
      verdict: 'ok',
      reasons: [],
      override: false,
      status: 'planned',
      sentAt: null,
      answer: null,
      readBack: null,
      error: null,
      createdAt: '2026-11-24T12:00:00.000Z',
    },
  ],
  page: { view: 'all', offset: 0, limit: 100, total: 1 },
});

const xlsxFile = () => new File(['xlsx-bytes'], 'цены.xlsx', { type: XLSX });

async function pickFile(file = xlsxFile()) {
  await userEvent.click(screen.getByRole('button', { name: 'Загрузить Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Загрузка изменений из Excel' });
  await userEvent.upload(within(dialog).getByLabelText('Выбрать файл .xlsx'), file);
  return dialog;
}

describe('«Загрузить Excel»', () => {
  it('uploads the file as it is, shows progress, and hands the dry run to the screen', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ [`POST ${API_PATHS.priceExcelUpload}`]: () => answer.promise });
    const onDryRun = vi.fn();
    render(<ExcelUploadDialog onDryRun={onDryRun} />);
    const dialog = await pickFile();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Загружаем и проверяем файл…',
    );
    const call = server.callsTo(API_PATHS.priceExcelUpload)[0]!;
    expect(call.headers.get('Content-Type')).toBe(XLSX);
    expect(call.body).toBe('xlsx-bytes');

    const body: PriceExcelUploadResponse = { run: aRun(), costChanges: [] };
    answer.resolve(jsonResponse(body));
    await waitFor(() =>
      expect(onDryRun).toHaveBeenCalledWith(
        aRun(),
        'Изменения цен и остатков из файла готовы к проверке.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s Russian message for a refused file and lets the seller pick another', async () => {
    const message =
      'Лист «Цены», строка 3, столбец «Цена, ₽»: «дорого» — не число. Укажите число, например 1490 или 1490,50.';
    stubServer({
      [`POST ${API_PATHS.priceExcelUpload}`]: () => errorResponse(422, 'ExcelBadCell', message),
    });
    const onDryRun = vi.fn();
    render(<ExcelUploadDialog onDryRun={onDryRun} />);
    const dialog = await pickFile();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onDryRun).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Выбрать файл .xlsx')).toBeEnabled();
  });

  it('lists cost price edits (before → after) and saves them only when asked', async () => {
    const body: PriceExcelUploadResponse = {
      run: null,
      costChanges: [
        { productId: PRODUCT_ID, article: 'CUP-1', name: 'Кружка', before: null, after: 350.5 },
      ],
    };
    const server = stubServer({
      [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(body),
      [`POST ${API_PATHS.priceExcelCosts}`]: () => jsonResponse({ saved: 1 }),
    });
    const onDryRun = vi.fn();
    const onCostsSaved = vi.fn();
    render(<ExcelUploadDialog onDryRun={onDryRun} onCostsSaved={onCostsSaved} />);
    const dialog = await pickFile();

    const table = await within(dialog).findByRole('table', { name: 'Изменения себестоимости' });
    const row = within(table).getByRole('row', { name: /CUP-1/ });
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('350,50 ₽');
    expect(within(row).getByText('—')).toBeVisible();
    expect(server.callsTo(API_PATHS.priceExcelCosts)).toHaveLength(0);
    expect(onDryRun).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить себестоимость' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Себестоимость сохранена у товаров: 1 Цены и остатки в файле не изменены — на маркетплейсах ничего не изменится.',
    );
    expect(server.callsTo(API_PATHS.priceExcelCosts)[0]!.body).toEqual({
      changes: [{ productId: PRODUCT_ID, costPrice: 350.5 }],
    });
    expect(onCostsSaved).toHaveBeenCalledWith(1);
    expect(onDryRun).not.toHaveBeenCalled();
  });

  it('says clearly that a cost-only file changed nothing when its costs are not saved', async () => {
    const body: PriceExcelUploadResponse = {
      run: null,
      costChanges: [
        { productId: PRODUCT_ID, article: 'CUP-1', name: 'Кружка', before: 300, after: 350 },
      ],
    };
    const server = stubServer({ [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(body) });
    const onDryRun = vi.fn();
    render(<ExcelUploadDialog onDryRun={onDryRun} />);
    const dialog = await pickFile();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Не сохранять' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Себестоимость не сохранена: она осталась прежней. Цены и остатки в файле не изменены',
    );
    expect(server.callsTo(API_PATHS.priceExcelCosts)).toHaveLength(0);
    expect(onDryRun).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks about cost prices first, then hands over the dry run with what became of them', async () => {
    const body: PriceExcelUploadResponse = {
      run: aRun(),
      costChanges: [
        { productId: PRODUCT_ID, article: 'CUP-1', name: 'Кружка', before: 300, after: 350 },
      ],
    };
    stubServer({
      [`POST ${API_PATHS.priceExcelUpload}`]: () => jsonResponse(body),
      [`POST ${API_PATHS.priceExcelCosts}`]: () => jsonResponse({ saved: 1 }),
    });
    const onDryRun = vi.fn();
    render(<ExcelUploadDialog onDryRun={onDryRun} />);
    const dialog = await pickFile();
    expect(
      await within(dialog).findByText(
        'После этого шага откроется проверка изменений цен и остатков из файла.',
      ),
    ).toBeVisible();
    expect(onDryRun).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить себестоимость' }));
    await waitFor(() =>
      expect(onDryRun).toHaveBeenCalledWith(aRun(), 'Себестоимость сохранена у товаров: 1'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
