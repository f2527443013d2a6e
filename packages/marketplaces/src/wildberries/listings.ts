import type { Listing, Page, StockByWarehouse } from '../core/connector';
import { isRecord, readCursor } from '../core/cursor';
import type { Card, CardsListReply, Good, GoodsReply, Warehouse, WbReply } from './api';
import type { WbRequest } from './http';
import { WB_BATCH } from './limits';
import { wbReportedFees, wbTariffSheet } from './tariffs';

/** Cursor of the listings stream: Wildberries' own cards cursor, as the reply gave it. */
interface CardsCursor {
  readonly updatedAt: string;
  readonly nmID: number;
}

const isCardsCursor = (value: unknown): value is CardsCursor =>
  isRecord(value) && typeof value['updatedAt'] === 'string' && typeof value['nmID'] === 'number';

/**
 * What a listings run reads and keeps: the prices API pages by offset in its own order (the
 * file has no filter by a list of nmIDs), so price pages (1000 a call) are read on, and kept,
 * only until every card of the page at hand has its price; the seller's warehouses once; WB's
 * tariff sheet (commission per subject, box logistics) once per account an hour (tariffs.ts).
 */
export class WbListingsReader {
  private readonly prices = new Map<number, Good>();
  private pricesOffset = 0;
  private pricesDone = false;
  private warehouses: Promise<Warehouse[]> | undefined;

  constructor(
    private readonly request: WbRequest,
    private readonly pageSize: number = WB_BATCH.cards,
    /** Whose tariff sheet this is (tariffs.ts keeps one per seller account for a while). */
    private readonly tariffKey: string = '',
  ) {}

  /** One page of cards (cursor {updatedAt, nmID}), with prices and FBS stocks joined. */
  async page(cursor: string | null): Promise<Page<Listing>> {
    const from = readCursor(cursor, isCardsCursor);
    // A run from the start reads prices and warehouses afresh: they change between runs.
    if (cursor === null) this.restart();
    const reply = await this.request<CardsListReply>({
      method: 'POST',
      path: '/content/v2/get/cards/list',
      group: 'content',
      readOnly: true,
      body: {
        settings: {
          sort: { ascending: false },
          filter: { withPhoto: -1 },
          cursor: { limit: this.pageSize, ...from },
        },
      },
    });
    const cards = reply.cards ?? [];
    const next = reply.cursor;
    // The file's rule: the last page is the one whose `total` is below the `limit` asked for.
    const done =
      (next?.total ?? cards.length) < this.pageSize || !next?.updatedAt || next.nmID === undefined;
    const nextCursor = done
      ? null
      : JSON.stringify({ updatedAt: next.updatedAt!, nmID: next.nmID! } satisfies CardsCursor);
    if (cards.length === 0) return { items: [], nextCursor };

    const nmIds = cards.map((card) => card.nmID).filter((id): id is number => id !== undefined);
    const [, stocks, sheet] = await Promise.all([
      this.pricesOf(nmIds),
      this.stocksOf(cards),
      wbTariffSheet(this.request, this.tariffKey),
    ]);
    const items = cards.map((card) => ({
      ...listingOf(card, this.prices, stocks),
      reportedFees: wbReportedFees(card, sheet),
    }));
    return { items, nextCursor };
  }

  private restart(): void {
    this.prices.clear();
    this.pricesOffset = 0;
    this.pricesDone = false;
    this.warehouses = undefined;
  }

  /** Reads price pages on from where the last call stopped until these nmIDs are all known. */
  private async pricesOf(nmIds: readonly number[]): Promise<void> {
    while (!this.pricesDone && nmIds.some((id) => !this.prices.has(id))) {
      const reply = await this.request<GoodsReply>({
        method: 'GET',
        path: '/api/v2/list/goods/filter',
        group: 'prices',
        readOnly: true,
        query: { limit: WB_BATCH.goods, offset: this.pricesOffset },
      });
      const goods = reply.data?.listGoods ?? [];
      for (const good of goods) if (good.nmID !== undefined) this.prices.set(good.nmID, good);
      this.pricesOffset += goods.length;
      this.pricesDone = goods.length < WB_BATCH.goods;
    }
  }

  private sellerWarehouses(): Promise<Warehouse[]> {
    this.warehouses ??= this.request<Warehouse[]>({
      method: 'GET',
      path: '/api/v3/warehouses',
      group: 'marketplace',
      readOnly: true,
    }).catch((error: unknown) => {
      this.warehouses = undefined;
      throw error;
    });
    return this.warehouses;
  }

  /** Units per chrtID per warehouse, for this page's sizes only (≤ 1000 chrtIds a call). */
  private async stocksOf(cards: readonly Card[]): Promise<Map<number, StockByWarehouse[]>> {
    const chrtIds = cards.flatMap((card) => (card.sizes ?? []).map((size) => size.chrtID ?? -1));
    const wanted = chrtIds.filter((id) => id >= 0);
    const byChrt = new Map<number, StockByWarehouse[]>();
    if (wanted.length === 0) return byChrt;
    const warehouses = await this.sellerWarehouses();
    for (const warehouse of warehouses) {
      if (warehouse.id === undefined) continue;
      const reply = await this.request<WbReply<'/api/v3/stocks/{warehouseId}', 'post'>>({
        method: 'POST',
        path: `/api/v3/stocks/${warehouse.id}`,
        group: 'marketplace',
        readOnly: true,
        body: { chrtIds: wanted },
      });
      for (const row of reply.stocks ?? []) {
        if (row.chrtId === undefined) continue;
        const list = byChrt.get(row.chrtId) ?? [];
        list.push({
          warehouseId: String(warehouse.id),
          warehouseName: warehouse.name ?? '',
          amount: row.amount ?? 0,
        });
        byChrt.set(row.chrtId, list);
      }
    }
    return byChrt;
  }
}

/**
 * A card as a listing. WB keeps a price before discount and a discount in %: the buyer's price
 * (before WB's own SPP) is the listing's price, the price before discount its old price.
 */
function listingOf(
  card: Card,
  prices: ReadonlyMap<number, Good>,
  stocks: ReadonlyMap<number, readonly StockByWarehouse[]>,
): Listing {
  const sizes = card.sizes ?? [];
  const good = card.nmID === undefined ? undefined : prices.get(card.nmID);
  const size = good?.sizes?.[0];
  return {
    externalId: String(card.nmID ?? ''),
    offerId: card.vendorCode ?? '',
    name: card.title ?? '',
    barcodes: sizes.flatMap((s) => s.skus ?? []),
    brand: card.brand?.trim() || null,
    sku: sizes[0]?.chrtID === undefined ? null : String(sizes[0].chrtID),
    status: 'active',
    price: size ? size.discountedPrice : null,
    oldPrice: size && (good?.discount ?? 0) > 0 ? size.price : null,
    minPrice: null,
    currency: good?.currencyIsoCode4217 ?? 'RUB',
    stocks: mergeWarehouses(sizes.flatMap((s) => stocks.get(s.chrtID ?? -1) ?? [])),
  };
}

/** A card's sizes on one warehouse add up to the card's stock there. */
function mergeWarehouses(rows: readonly StockByWarehouse[]): StockByWarehouse[] {
  const byId = new Map<string, StockByWarehouse>();
  for (const row of rows) {
    const seen = byId.get(row.warehouseId);
    byId.set(row.warehouseId, seen ? { ...seen, amount: seen.amount + row.amount } : row);
  }
  return [...byId.values()];
}
