import { API_PATHS } from '@marketpult/shared/api-paths';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinets, products } from '../../src/db/schema';
import { removeScratchDirs } from '../helpers/scratch-dir';
import { TEST_DB_KIND } from '../helpers/test-db';
import { eq } from 'drizzle-orm';
import { urlsFor, type FuzzTarget, type GeneratedUrl } from './support/fuzz-cases';
import { FUZZ_RUNS, FUZZ_SEED, formatFigures, fuzzEndpoint } from './support/fuzz-harness';
import { createFuzzWorld, type FuzzWorld } from './support/fuzz-world';
import { hostileString } from './support/hostile-values';

/** Generous: PostgreSQL round trips on a 2-core machine. */
const ENDPOINT_TIMEOUT_MS = 240_000;
const COSTS_LIMIT = 4 * 1024;

/** Money as a seller might type it, and every way of getting it wrong. */
const moneyValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    300,
    450.5,
    0.01,
    10.005,
    -0.01,
    -1,
    1e8,
    1e8 + 0.01,
    1e12,
    1e308,
    -0,
    null,
    '300',
    '450,50',
    true,
    [],
    {},
    'NaN',
    Number.MAX_SAFE_INTEGER,
    5e-324,
  ),
  fc.double({ noNaN: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((kopecks) => kopecks / 100),
  hostileString,
);

/** A brand as a seller might type it, and every way of getting it wrong. */
const brandValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    'Гжель',
    'Посуда+',
    'ё',
    null,
    '',
    ' Гжель',
    'Гжель ',
    'б'.repeat(200),
    'б'.repeat(201),
    5,
    [],
    {},
    true,
  ),
  fc.string({ maxLength: 220 }),
  hostileString,
);

/** The product's own id most of the time; otherwise another, a malformed or a foreign one. */
function productUrls(template: string, id: string, foreignId: string): fc.Arbitrary<GeneratedUrl> {
  const otherIds = fc
    .oneof(
      fc.uuid(),
      fc.constantFrom('0', '-1', 'null', id.toUpperCase(), `{${id}}`, `${id}0`, foreignId),
      hostileString.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))),
    )
    .filter((value) => value.length > 0 && value.length <= 90 && !value.includes('%2F'))
    .map((value) => ({ url: template.replace(':id', value), kind: 'id', routeMatches: true }));
  return fc.oneof(
    { weight: 4, arbitrary: urlsFor(template.replace(':id', id)) },
    { weight: 1, arbitrary: otherIds },
  );
}

const answered200 = (response: LightMyRequestResponse) => response.statusCode === 200;

describe(`fuzzing the product card calls on ${TEST_DB_KIND}: ${FUZZ_RUNS} requests each`, () => {
  let world: FuzzWorld;
  let own: string;
  let foreign: string;
  const results: string[] = [];

  beforeAll(async () => {
    world = await createFuzzWorld();
    const db = world.app.db;
    const [other] = await db
      .select({ userId: cabinets.userId })
      .from(cabinets)
      .where(eq(cabinets.id, world.foreignCabinetId));
    const insert = async (userId: string, article: string) =>
      (
        await db
          .insert(products)
          .values({ userId, article, name: `Товар ${article}`, costPrice: '300.00' })
          .returning({ id: products.id })
      )[0]!.id;
    own = await insert(world.user.id, 'FUZZ-OWN');
    foreign = await insert(other!.userId, 'FUZZ-FOREIGN');
  });
  afterAll(async () => {
    await world?.close();
    removeScratchDirs();
    console.log(results.join('\n'));
  });

  const targets: [string, () => FuzzTarget][] = [
    [
      `GET ${API_PATHS.catalogProductCard}`,
      () => ({
        name: `GET ${API_PATHS.catalogProductCard}`,
        method: 'GET',
        path: API_PATHS.catalogProductCard.replace(':id', own),
        urls: productUrls(API_PATHS.catalogProductCard, own, foreign),
        template: {},
        bodyLimit: 32 * 1024,
        mostlySignedIn: true,
      }),
    ],
    [
      `GET ${API_PATHS.catalogProductHistory}`,
      () => ({
        name: `GET ${API_PATHS.catalogProductHistory}`,
        method: 'GET',
        path: API_PATHS.catalogProductHistory.replace(':id', own),
        urls: fc.oneof(
          productUrls(API_PATHS.catalogProductHistory, own, foreign),
          fc
            .oneof(fc.constantFrom('7', '30', '90', '14', '', '7.0', '07', '-7'), hostileString)
            .map((days) => ({
              url: `${API_PATHS.catalogProductHistory.replace(':id', own)}?days=${encodeURIComponent(days.replace(/[\ud800-\udfff]/g, ''))}`,
              kind: 'days',
              routeMatches: true,
            })),
        ),
        template: {},
        bodyLimit: 32 * 1024,
        mostlySignedIn: true,
      }),
    ],
    [
      `POST ${API_PATHS.catalogProductCosts}`,
      () => ({
        name: `POST ${API_PATHS.catalogProductCosts}`,
        method: 'POST',
        path: API_PATHS.catalogProductCosts.replace(':id', own),
        urls: productUrls(API_PATHS.catalogProductCosts, own, foreign),
        template: { costPrice: 300, rrp: 990, minPrice: 500 },
        fields: { costPrice: moneyValues, rrp: moneyValues, minPrice: moneyValues },
        bodyLimit: COSTS_LIMIT,
        mostlySignedIn: true,
        mayWrite: answered200,
      }),
    ],
    [
      `POST ${API_PATHS.catalogProductBrand}`,
      () => ({
        name: `POST ${API_PATHS.catalogProductBrand}`,
        method: 'POST',
        path: API_PATHS.catalogProductBrand.replace(':id', own),
        urls: productUrls(API_PATHS.catalogProductBrand, own, foreign),
        template: { brand: 'Гжель' },
        fields: { brand: brandValues },
        bodyLimit: COSTS_LIMIT,
        mostlySignedIn: true,
        mayWrite: answered200,
      }),
    ],
    [
      `POST ${API_PATHS.catalogProductCosts} (another account's product)`,
      () => ({
        name: `POST ${API_PATHS.catalogProductCosts} (another account's product)`,
        method: 'POST',
        path: API_PATHS.catalogProductCosts.replace(':id', foreign),
        template: { costPrice: 1, rrp: 1, minPrice: 1 },
        fields: { costPrice: moneyValues, rrp: moneyValues, minPrice: moneyValues },
        bodyLimit: COSTS_LIMIT,
        mostlySignedIn: true,
      }),
    ],
  ];

  targets.forEach(([name, build], index) => {
    const seed = FUZZ_SEED + 900 + index;
    it(
      `${name}: no 5xx, no leak, ServiceStack errors, database unchanged (seed ${seed})`,
      async () => {
        await world.resetThrottles();
        const target = build();
        const figures = await fuzzEndpoint(world, target, seed);
        results.push(formatFigures(figures, target.countsIn));
        expect(figures.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
        if (target.mayWrite) expect(figures.stored).toBeGreaterThan(0);
      },
      ENDPOINT_TIMEOUT_MS,
    );
  });
});
