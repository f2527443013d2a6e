import type { Reply } from '../core/types';
import { wbGatewayError } from './errors';
import { CARD_STEP_MS, indexOfNmId, type WbShop } from './shops';

interface CardsListBody {
  settings?: {
    sort?: { ascending?: boolean };
    filter?: { withPhoto?: number; textSearch?: string };
    cursor?: { limit?: number; updatedAt?: string; nmID?: number };
  };
}

const MAX_LIMIT = 100;

/**
 * /content/v2/get/cards/list: cards ordered by updatedAt (newest first unless ascending), paged
 * by the cursor {updatedAt, nmID} of the last card; `total` is how many this reply holds, so
 * the last page is the first with total < limit. Card i was changed CARD_STEP_MS before card
 * i - 1, so a cursor names its position without a scan, even in the 100,000-card shop.
 */
export function cardsList(shop: WbShop, body: CardsListBody): Reply {
  const settings = body.settings ?? {};
  const limit = settings.cursor?.limit ?? MAX_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) {
    return wbGatewayError(400, 'bad request', `cursor.limit must be 1..${MAX_LIMIT}`);
  }
  const ascending = settings.sort?.ascending === true;
  // Every sandbox card has photos: "0" asks for cards without any.
  const withPhoto = settings.filter?.withPhoto ?? -1;
  const search = settings.filter?.textSearch?.trim();
  const count = shop.state.listings;

  let order: number[];
  if (withPhoto === 0) {
    order = [];
  } else if (search) {
    const index = indexOfSearch(shop, search);
    order = index === undefined ? [] : [index];
  } else {
    order = [];
    const after = positionOf(shop, settings.cursor);
    // Newest first: card 0, 1, 2…; ascending: the last card first.
    const passed = after === undefined ? -1 : ascending ? count - 1 - after : after;
    const start = passed + 1;
    for (let k = start; k < count && order.length < limit; k += 1) {
      order.push(ascending ? count - 1 - k : k);
    }
  }
  const cards = order.slice(0, limit).map((index) => card(shop, index));
  const last = cards.at(-1);
  return {
    status: 200,
    body: {
      cards,
      cursor: {
        updatedAt: last?.updatedAt ?? settings.cursor?.updatedAt ?? '',
        nmID: last?.nmID ?? settings.cursor?.nmID ?? 0,
        total: cards.length,
      },
    },
  };
}

/** The card the cursor names (its index, newest first), if it names one. */
function positionOf(
  shop: WbShop,
  cursor: { updatedAt?: string; nmID?: number } | undefined,
): number | undefined {
  if (cursor?.nmID === undefined && cursor?.updatedAt === undefined) return undefined;
  const byNm = indexOfNmId(shop, cursor.nmID);
  const index =
    byNm ?? Math.floor((shop.cardsEpoch - Date.parse(cursor.updatedAt ?? '')) / CARD_STEP_MS);
  if (!Number.isFinite(index)) return undefined;
  return index;
}

function indexOfSearch(shop: WbShop, text: string): number | undefined {
  const byNm = indexOfNmId(shop, text);
  if (byNm !== undefined) return byNm;
  const match = /-(\d{6})$/.exec(text);
  if (!match) return undefined;
  const index = Number(match[1]) - 1;
  if (index < 0 || index >= shop.state.listings) return undefined;
  return shop.state.product(index).article === text ? index : undefined;
}

function card(shop: WbShop, index: number) {
  const product = shop.state.product(index);
  const nmID = shop.nmBase + index;
  const updatedAt = new Date(shop.cardsEpoch - index * CARD_STEP_MS).toISOString();
  const createdAt = new Date(shop.cardsEpoch - index * CARD_STEP_MS - 30 * 86_400_000);
  const vol = Math.floor(nmID / 100_000);
  const part = Math.floor(nmID / 1_000);
  const photo = (kind: string) =>
    `https://basket-10.wbbasket.ru/vol${vol}/part${part}/${nmID}/images/${kind}/1.webp`;
  return {
    nmID,
    imtID: shop.imtBase + index,
    nmUUID: uuidOf(shop, index),
    subjectID: 1000 + (product.name.length % 97),
    subjectName: product.category,
    vendorCode: product.article,
    brand: product.brand,
    title: product.name,
    description: `${product.name}. Бренд «${product.brand}».`,
    needKiz: false,
    photos: [
      {
        big: photo('big'),
        c246x328: photo('c246x328'),
        c516x688: photo('c516x688'),
        square: photo('square'),
        tm: photo('tm'),
      },
    ],
    dimensions: {
      length: Math.max(1, Math.round(product.dimensionsMm.length / 10)),
      width: Math.max(1, Math.round(product.dimensionsMm.width / 10)),
      height: Math.max(1, Math.round(product.dimensionsMm.height / 10)),
      weightBrutto: product.weightGrams / 1000,
      isValid: true,
    },
    characteristics: [{ id: 14177449, name: 'Бренд', value: [product.brand] }],
    sizes: [{ chrtID: shop.chrtBase + index, techSize: '0', wbSize: '', skus: [product.barcode] }],
    tags: [],
    createdAt: createdAt.toISOString(),
    updatedAt,
  };
}

function uuidOf(shop: WbShop, index: number): string {
  const hex = (shop.nmBase + index).toString(16).padStart(12, '0');
  return `01bda0b1-5c0b-736c-b2be-${hex}`;
}
