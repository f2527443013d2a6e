import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_MAX_CHANGES,
} from '@marketpult/shared/contracts/price-excel';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/http/errors';
import { editsOf } from '../../../../src/modules/prices/excel/diff';
import type { ExcelListing } from '../../../../src/modules/prices/excel/listings';
import type { PriceFileRow } from '../../../../src/modules/prices/excel/read-file';

function listing(id: number, extra: Partial<ExcelListing> = {}): ExcelListing {
  return {
    id,
    marketplace: 'wildberries',
    cabinetName: 'WB',
    offerId: `A-${id}`,
    name: `Товар ${id}`,
    price: 1000,
    oldPrice: null,
    minPrice: null,
    productId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    productArticle: `A-${id}`,
    productName: `Товар ${id}`,
    costPrice: null,
    ...extra,
  };
}

const row = (id: number, extra: Partial<PriceFileRow> = {}): PriceFileRow => ({
  row: id + 1,
  listingId: id,
  price: 1000,
  oldPrice: null,
  minPrice: null,
  costPrice: null,
  ...extra,
});

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the edits of an Excel file', () => {
  it('refuses more changed listings than one dry run takes, saying how many', () => {
    const count = PRICE_EXCEL_MAX_CHANGES + 1;
    const ids = Array.from({ length: count }, (_, index) => index + 1);
    const owned = new Map(ids.map((id) => [id, listing(id)]));
    const error = refusal(() =>
      editsOf({ prices: ids.map((id) => row(id, { price: 1100 })), stocks: [] }, owned, []),
    );
    expect(error.errorCode).toBe(PRICE_EXCEL_ERROR_CODES.tooManyChanges);
    expect(error.message.replace(/\s/g, ' ')).toBe(
      'Изменено карточек: 10 001, а за один раз можно не больше 10 000. Разделите изменения на несколько файлов.',
    );
    // Exactly the cap passes.
    const edits = editsOf(
      { prices: ids.slice(1).map((id) => row(id, { price: 1100 })), stocks: [] },
      owned,
      [],
    );
    expect(edits.changes).toHaveLength(PRICE_EXCEL_MAX_CHANGES);
  });

  it('keeps Excel’s float noise out: 999.9999999999 is the same 1000 ₽', () => {
    const owned = new Map([[1, listing(1)]]);
    const error = refusal(() =>
      editsOf({ prices: [row(1, { price: 999.9999999999 })], stocks: [] }, owned, []),
    );
    expect(error.errorCode).toBe(PRICE_EXCEL_ERROR_CODES.noChanges);
  });

  it('refuses a minimum price outside Ozon and two costs for one product', () => {
    const owned = new Map([
      [1, listing(1)],
      [2, listing(2, { productId: listing(1).productId })],
    ]);
    expect(
      refusal(() => editsOf({ prices: [row(1, { minPrice: 900 })], stocks: [] }, owned, []))
        .message,
    ).toMatch(/только для карточек Ozon/);
    const twoCosts = refusal(() =>
      editsOf(
        { prices: [row(1, { costPrice: 500 }), row(2, { costPrice: 600 })], stocks: [] },
        owned,
        [],
      ),
    );
    expect(twoCosts.errorCode).toBe(PRICE_EXCEL_ERROR_CODES.duplicateRow);
    expect(twoCosts.message).toMatch(/строка 3: у этого товара в строке 2 другая себестоимость/);
  });

  it('refuses a cost on a listing without a product', () => {
    const owned = new Map([[1, listing(1, { productId: null })]]);
    expect(
      refusal(() => editsOf({ prices: [row(1, { costPrice: 10 })], stocks: [] }, owned, []))
        .message,
    ).toMatch(/не связана с товаром/);
  });
});
