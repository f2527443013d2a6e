import { API_PATHS } from '@marketpult/shared/api-paths';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, stubServer } from '../../../test/fake-server';
import { ExcelDownloadButton } from './excel-download-button';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('«Скачать Excel»', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: these stand in, keeping the blob to look at.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    // What the browser would save: the link's name and the blob behind its address.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the template of the current filters, showing progress meanwhile', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ [`GET ${API_PATHS.priceExcelTemplate}`]: () => answer.promise });
    render(
      <ExcelDownloadButton filter={{ cabinetId: undefined, marketplace: 'ozon', search: 'чай' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Скачать Excel' }));

    const busy = await screen.findByRole('button', { name: 'Готовим файл…' });
    expect(busy).toBeDisabled();
    expect(server.calls[0]!.search).toBe(`?marketplace=ozon&search=${encodeURIComponent('чай')}`);

    answer.resolve(new Response('xlsx-bytes', { headers: { 'Content-Type': XLSX } }));
    expect(await screen.findByRole('button', { name: 'Скачать Excel' })).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('Цены и остатки.xlsx');
    expect(await saved[0]!.blob.text()).toBe('xlsx-bytes');
  });

  it('shows the server’s Russian refusal and downloads nothing', async () => {
    const message =
      'Выбрано карточек: 12 000, а в один файл помещается не больше 10 000. Выберите кабинет или маркетплейс либо уточните поиск.';
    stubServer({
      [`GET ${API_PATHS.priceExcelTemplate}`]: () =>
        errorResponse(422, 'ExcelTooManyRows', message),
    });
    render(<ExcelDownloadButton filter={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toHaveLength(0);
  });
});
