import { PassThrough } from 'node:stream';
import type { CatalogQuery } from '@marketpult/shared/contracts/catalog';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { productsOfView } from './service';

/** The columns of the file, as on the screen. */
const COLUMNS = [
  { header: 'Артикул', key: 'article', width: 18 },
  { header: 'Название', key: 'name', width: 40 },
  { header: 'Бренд', key: 'brand', width: 16 },
  { header: 'Штрихкоды', key: 'barcodes', width: 20 },
  { header: 'Маркетплейсы', key: 'marketplaces', width: 24 },
  { header: 'Карточек', key: 'listingsCount', width: 10 },
  { header: 'Цена Ozon, ₽', key: 'ozon', width: 14 },
  { header: 'Цена Wildberries, ₽', key: 'wildberries', width: 14 },
  { header: 'Цена Яндекс Маркет, ₽', key: 'yandex', width: 14 },
  { header: 'Цена для покупателя Ozon, ₽', key: 'buyerOzon', width: 16 },
  { header: 'Остаток', key: 'stockTotal', width: 10 },
  { header: 'Себестоимость, ₽', key: 'costPrice', width: 14 },
  { header: 'РРЦ, ₽', key: 'rrp', width: 12 },
  { header: 'Минимальная цена, ₽', key: 'minPrice', width: 14 },
  { header: 'Маржа, %', key: 'marginPercent', width: 10 },
];

const MARKETPLACE_NAMES = { ozon: 'Ozon', wildberries: 'Wildberries', yandex: 'Яндекс Маркет' };

/**
 * The current view of the catalog as an .xlsx stream: exceljs's streaming writer, rows read in
 * batches and committed as they go, so 100,000 rows never sit in memory at once
 * (docs/libraries-measured.md §4). A failure after the first bytes can only cut the file short:
 * it is logged, the client sees a broken download.
 */
export function catalogWorkbook(
  db: Database,
  userId: string,
  query: CatalogQuery,
  log: FastifyBaseLogger,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Каталог');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of productsOfView(db, userId, query, 5_000)) {
      for (const product of batch) {
        sheet
          .addRow({
            ...product,
            barcodes: product.barcodes.join(', '),
            marketplaces: product.marketplaces.map((key) => MARKETPLACE_NAMES[key]).join(', '),
            ...product.prices,
            buyerOzon: product.buyerPrices.ozon,
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'catalog export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
