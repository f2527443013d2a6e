import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from '../helpers/scratch-dir';
import { TEST_DB_KIND } from '../helpers/test-db';
import { catalogTargets, plantCatalog, type CatalogFixture } from './support/catalog-fuzz-targets';
import { FUZZ_RUNS, FUZZ_SEED, formatFigures, fuzzEndpoint } from './support/fuzz-harness';
import { createFuzzWorld, type FuzzWorld } from './support/fuzz-world';

/** As fuzz-suite.ts, with the catalog rows planted first (the targets need their ids). */
const TARGET_COUNT = 16;
const ENDPOINT_TIMEOUT_MS = 240_000;

describe(`fuzzing the catalog calls on ${TEST_DB_KIND}: ${FUZZ_RUNS} generated requests per endpoint`, () => {
  let world: FuzzWorld;
  let fixture: CatalogFixture;
  const results: string[] = [];
  beforeAll(async () => {
    world = await createFuzzWorld();
    fixture = await plantCatalog(world);
  });
  afterAll(async () => {
    await world?.close();
    removeScratchDirs();
    console.log(results.join('\n'));
  });

  it('fuzzes every catalog target', () => {
    expect(catalogTargets(world, fixture)).toHaveLength(TARGET_COUNT);
  });

  for (let index = 0; index < TARGET_COUNT; index += 1) {
    const seed = FUZZ_SEED + 700 + index;
    it(
      `endpoint ${index + 1}: no 5xx, no leak, ServiceStack errors, database unchanged on refusal (seed ${seed})`,
      async () => {
        const target = catalogTargets(world, fixture)[index]!;
        await world.resetThrottles();
        const figures = await fuzzEndpoint(world, target, seed);
        results.push(formatFigures(figures, target.countsIn));
        expect(figures.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
      },
      ENDPOINT_TIMEOUT_MS,
    );
  }
});
