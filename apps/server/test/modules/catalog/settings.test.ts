import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CatalogPage } from '@marketpult/shared/contracts/catalog';
import type {
  EconomicsSettingsRequest,
  EconomicsSettingsResponse,
} from '@marketpult/shared/contracts/economics-settings';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { ProductCard } from '@marketpult/shared/contracts/product-card';
import { DEFAULT_ECONOMICS_SETTINGS } from '@marketpult/shared/economics/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { worstMarginOf } from '../../../src/modules/catalog/margin';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal, pathOf } from '../cabinets/cabinet-fixtures';
import { insertCabinet, insertListing, insertProduct } from './catalog-fixtures';

const PATH = API_PATHS.economicsSettings;
const PRICES = { ozon: 990, wildberries: null, yandex: null };

/** ОСНО with VAT and 50 ₽ of packaging a unit: a margin well below the default УСН 6 %. */
const OSNO: EconomicsSettingsRequest = {
  taxRegime: 'osno',
  taxPercent: 25,
  vatPercent: 22,
  otherCostsRub: 50,
  otherCostsPercent: 3.5,
};

describe(`the seller's economics settings on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let owner: ApiClient;
  let other: ApiClient;
  let productId: string;

  const marginInList = async (client: ApiClient) => {
    const page = (await client.get(API_PATHS.catalogProducts)).json<CatalogPage>();
    return page.items[0]?.marginPercent;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.db;
    const first = await signedInClient(testApp);
    const second = await signedInClient(testApp);
    owner = first.client;
    other = second.client;
    for (const { user } of [first, second]) {
      const ozon = await insertCabinet(db, user.id, 'ozon', 'Озон');
      await insertProduct(db, user.id, { article: 'CUP-1', name: 'Кружка', costPrice: 300 });
      await insertListing(db, ozon, { offerId: 'CUP-1', price: 990, stock: 4 });
      await linkAccountListings(db, user.id);
    }
    const page = (await owner.get(API_PATHS.catalogProducts)).json<CatalogPage>();
    productId = page.items[0]!.id;
  });
  afterAll(() => testApp.close());

  it('answers the defaults until the seller saves settings', async () => {
    const response = await owner.get(PATH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EconomicsSettingsResponse>()).toEqual({
      settings: DEFAULT_ECONOMICS_SETTINGS,
      isDefault: true,
    });
  });

  it('saves them and recomputes the stored margin, the card and the list alike', async () => {
    const before = await marginInList(owner);
    expect(before).toBe(worstMarginOf(300, PRICES));

    const saved = await owner.post(PATH, OSNO);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EconomicsSettingsResponse>()).toEqual({ settings: OSNO, isDefault: false });
    expect((await owner.get(PATH)).json<EconomicsSettingsResponse>().settings).toEqual(OSNO);

    const after = await marginInList(owner);
    expect(after).toBe(worstMarginOf(300, PRICES, OSNO));
    expect(after).toBeLessThan(before!);
    const card = (
      await owner.get(pathOf(API_PATHS.catalogProductCard, productId))
    ).json<ProductCard>();
    expect(card.settings).toEqual(OSNO);
    expect(Math.round(card.listings[0]!.economics!.marginPercent! * 100) / 100).toBe(after);
  });

  it("leaves another account's settings and margins alone", async () => {
    expect((await other.get(PATH)).json<EconomicsSettingsResponse>().isDefault).toBe(true);
    expect(await marginInList(other)).toBe(worstMarginOf(300, PRICES));
    const npd = await other.post(PATH, { ...OSNO, taxRegime: 'npd', taxPercent: 4, vatPercent: 0 });
    expect(npd.statusCode, npd.body).toBe(200);
    expect((await owner.get(PATH)).json<EconomicsSettingsResponse>().settings).toEqual(OSNO);
    expect(await marginInList(owner)).toBe(worstMarginOf(300, PRICES, OSNO));
  });

  it.each<[string, unknown]>([
    ['a VAT rate Russia does not have', { ...OSNO, vatPercent: 13 }],
    ['VAT under НПД', { ...OSNO, taxRegime: 'npd', taxPercent: 4 }],
    ['a tax of 100 %', { ...OSNO, taxPercent: 100 }],
    ['a negative cost', { ...OSNO, otherCostsRub: -1 }],
    ['a fraction of a kopeck', { ...OSNO, otherCostsRub: 10.005 }],
    ['an unknown regime', { ...OSNO, taxRegime: 'psn' }],
    ['an unknown field', { ...OSNO, extra: 1 }],
    ['a missing field', { taxRegime: 'osno' }],
  ])('refuses %s with a 400 and keeps the saved settings', async (_, body) => {
    expectRefusal(await owner.post(PATH, body), 400, ERROR_CODES.validationError);
    expect((await owner.get(PATH)).json<EconomicsSettingsResponse>().settings).toEqual(OSNO);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
  });
});
