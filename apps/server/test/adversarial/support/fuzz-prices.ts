import { API_PATHS } from '@marketpult/shared/api-paths';
import { MAX_PRICE_RUN_ITEMS, PRICE_RUN_VIEWS } from '@marketpult/shared/contracts/prices';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { listingStocks, listings } from '../../../src/db/schema';
import { planRun } from '../../../src/modules/prices/plan';
import { PRICE_BODY_LIMIT } from '../../../src/modules/prices/routes';
import { pageOfRun } from '../../../src/modules/prices/repository';
import {
  DEFAULT_LIMIT,
  answered200,
  cabinetTarget,
  cabinetUrls,
  target,
  type TargetBuilder,
} from './fuzz-targets';
import type { GeneratedUrl } from './fuzz-cases';
import type { FuzzWorld } from './fuzz-world';
import { hostileString } from './hostile-values';

/** What the price calls need in the fuzzer's world: one listing and one dry run per account. */
export interface PriceFuzzWorld {
  listingId: number;
  foreignListingId: number;
  runId: string;
  changeId: string;
  foreignRunId: string;
}

async function plantListing(app: FastifyInstance, cabinetId: string, n: number): Promise<number> {
  const [row] = await app.db
    .insert(listings)
    .values({
      cabinetId,
      externalId: String(100_000 + n),
      offerId: `FUZZ-${n}`,
      name: 'Товар для фаззера',
      sku: String(500_000 + n),
      status: 'active',
      price: '1000.00',
      oldPrice: '1200.00',
      currency: 'RUB',
    })
    .returning({ id: listings.id });
  await app.db
    .insert(listingStocks)
    .values({ listingId: row!.id, warehouseId: '777', warehouseName: 'Склад', amount: 5 });
  return row!.id;
}

export async function plantPriceWorld(
  app: FastifyInstance,
  ids: { userId: string; cabinetId: string; foreignUserId: string; foreignCabinetId: string },
): Promise<PriceFuzzWorld> {
  const listingId = await plantListing(app, ids.cabinetId, 1);
  const foreignListingId = await plantListing(app, ids.foreignCabinetId, 2);
  const deps = { db: app.db, clock: app.clock };
  const plan = (userId: string, listing: number) =>
    planRun(deps, userId, {
      mode: 'explicit',
      source: 'manual',
      // Over the step cap: blocked unless overridden, so an apply has something to override.
      changes: [{ listingId: listing, price: 1500, stocks: [{ warehouseId: '777', amount: 7 }] }],
    });
  const runId = await plan(ids.userId, listingId);
  const foreignRunId = await plan(ids.foreignUserId, foreignListingId);
  const {
    changes: [change],
  } = await pageOfRun(app.db, runId, { view: 'all', offset: 0, limit: 1 });
  return { listingId, foreignListingId, runId, changeId: change!.id, foreignRunId };
}

const sources = fc.oneof(
  fc.constantFrom<unknown>('manual', 'bulk', 'excel', 'scenario', 'repricer', 'promotion'),
  fc.constantFrom<unknown>('MANUAL', '', null, 1, ['manual'], 'manual\u0000'),
  hostileString,
);

const money = fc.oneof(
  fc.double({ noNaN: false }),
  fc.constantFrom<unknown>(0, -1, 0.001, 1e308, 999_999_999.99, 1e9, '100', null, Infinity),
  fc.integer({ min: 1, max: 100_000 }),
);

function listingIds(world: FuzzWorld) {
  return fc.oneof(
    fc.constantFrom<unknown>(
      world.prices.listingId,
      world.prices.foreignListingId,
      0,
      -1,
      2 ** 53,
      1.5,
      String(world.prices.listingId),
      null,
    ),
    fc.integer(),
  );
}

function changes(world: FuzzWorld) {
  const one = fc.record(
    {
      listingId: listingIds(world),
      price: money,
      oldPrice: money,
      minPrice: money,
      stocks: fc.oneof(
        fc.array(
          fc.record(
            {
              warehouseId: fc.oneof(fc.constantFrom<unknown>('777', 'fbo', '', 7), hostileString),
              amount: fc.oneof(fc.integer(), money),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        fc.constantFrom<unknown>(null, {}, 'many'),
      ),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    fc.array(one, { maxLength: 4 }),
    fc.constantFrom<unknown>(null, {}, 'all'),
    fc.constant(
      Array.from({ length: 1001 }, () => ({ listingId: world.prices.listingId, price: 1 })),
    ),
  );
}

const rules = fc.oneof(
  fc.record(
    {
      field: fc.oneof(
        fc.constantFrom<unknown>('price', 'oldPrice', 'minPrice', 'costPrice', '', null),
        hostileString,
      ),
      kind: fc.oneof(
        fc.constantFrom<unknown>('set', 'percent', 'rub', 'discount', 'clear', 'SET', ''),
        hostileString,
      ),
      value: fc.oneof(money, fc.double(), fc.integer({ min: -5, max: 105 })),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom<unknown>(null, [], 'percent'),
);

/** A cost rule (contracts/cost-rule.ts): set / ±% / ±₽ only. */
const costRules = fc.oneof(
  fc.record(
    {
      kind: fc.oneof(
        fc.constantFrom<unknown>('set', 'percent', 'rub', 'discount', ''),
        hostileString,
      ),
      value: fc.oneof(money, fc.double(), fc.integer({ min: -150, max: 150 })),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom<unknown>(null, [], 'set'),
);

const overrides = (world: FuzzWorld) =>
  fc.oneof(
    fc.array(fc.oneof(fc.uuid(), fc.constant(world.prices.changeId), hostileString), {
      maxLength: 4,
    }),
    fc.constantFrom<unknown>(null, {}, world.prices.changeId, [world.prices.changeId, 1]),
  );

const listingHistoryUrls = (world: FuzzWorld) => world.prices.listingId;

/** The price calls (contracts/prices.ts), on the fuzzer's planted listings and dry runs. */
export const PRICE_API_TARGETS: readonly TargetBuilder[] = [
  target('GET', API_PATHS.priceRuns, () => ({
    template: {},
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
  })),
  target('POST', API_PATHS.priceRuns, (world) => ({
    template: {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: world.prices.listingId, price: 1100 }],
    },
    fields: {
      mode: fc.constantFrom<unknown>('explicit', 'rule', 'EXPLICIT', null, 1),
      source: sources,
      changes: changes(world),
      listingIds: fc.oneof(fc.array(listingIds(world), { maxLength: 4 }), fc.constant(null)),
      rule: rules,
    },
    bodyLimit: PRICE_BODY_LIMIT,
    mostlySignedIn: true,
    mayWrite: answered200,
  })),
  // A preview only: whatever the body, it must not write.
  target('POST', API_PATHS.priceCostRule, (world) => ({
    template: { listingIds: [world.prices.listingId], rule: { kind: 'percent', value: 10 } },
    fields: {
      listingIds: fc.oneof(fc.array(listingIds(world), { maxLength: 4 }), fc.constant(null)),
      rule: costRules,
    },
    bodyLimit: 64 * 1024,
    mostlySignedIn: true,
  })),
  cabinetTarget(
    'GET',
    API_PATHS.priceRun,
    (world) => world.prices.runId,
    (world) => ({
      template: {},
      bodyLimit: DEFAULT_LIMIT,
      mostlySignedIn: true,
      urls: fc.oneof(
        cabinetUrls(API_PATHS.priceRun, world.prices.runId),
        runPageUrls(world.prices.runId),
      ),
    }),
  ),
  cabinetTarget(
    'POST',
    API_PATHS.priceRunApply,
    (world) => world.prices.runId,
    (world) => ({
      template: { overrides: [world.prices.changeId] },
      fields: { overrides: overrides(world) },
      bodyLimit: PRICE_BODY_LIMIT,
      mostlySignedIn: true,
      mayWrite: answered200,
    }),
  ),
  cabinetTarget(
    'POST',
    API_PATHS.priceRunApply,
    (world) => world.prices.foreignRunId,
    (world) => ({
      template: { overrides: [] },
      fields: { overrides: overrides(world) },
      bodyLimit: PRICE_BODY_LIMIT,
      mostlySignedIn: true,
    }),
    `${API_PATHS.priceRunApply} (another account's run)`,
  ),
  cabinetTarget(
    'GET',
    API_PATHS.listingPriceHistory,
    (world) => String(listingHistoryUrls(world)),
    () => ({ template: {}, bodyLimit: DEFAULT_LIMIT, mostlySignedIn: true }),
  ),
  cabinetTarget(
    'GET',
    API_PATHS.listingPriceHistory,
    (world) => String(world.prices.foreignListingId),
    () => ({ template: {}, bodyLimit: DEFAULT_LIMIT, mostlySignedIn: true }),
    `${API_PATHS.listingPriceHistory} (another account's listing)`,
  ),
];

/** A page of the run's diff, asked with every kind of view, offset and limit, good or not. */
function runPageUrls(runId: string): fc.Arbitrary<GeneratedUrl> {
  const value = fc.oneof(
    fc.integer({ min: -10, max: MAX_PRICE_RUN_ITEMS * 200 }).map(String),
    fc.constantFrom('', '1.5', '1e3', 'NaN', '0x10', ' 5', '9'.repeat(40)),
    hostileString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  );
  const view = fc.oneof(
    fc.constantFrom(...PRICE_RUN_VIEWS, 'ALL', 'problem', ''),
    hostileString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  );
  return fc.record({ view, offset: value, limit: value }, { requiredKeys: [] }).map((query) => ({
    url: `${API_PATHS.priceRun.replace(':id', runId)}?${Object.entries(query)
      .map(([key, text]) => `${key}=${text}`)
      .join('&')}`,
    kind: 'query',
    routeMatches: true,
  }));
}
