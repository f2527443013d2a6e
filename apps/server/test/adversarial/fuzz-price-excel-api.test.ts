import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from '../helpers/scratch-dir';
import { TEST_DB_KIND } from '../helpers/test-db';
import { FUZZ_RUNS, FUZZ_SEED, formatFigures, fuzzEndpoint } from './support/fuzz-harness';
import { excelTargets, plantExcelFixture, type ExcelFuzzFixture } from './support/fuzz-price-excel';
import { createFuzzWorld, type FuzzWorld } from './support/fuzz-world';

/** As fuzz-suite.ts, with the files built first (they are the account's own template, edited). */
const TARGET_COUNT = 3;
const ENDPOINT_TIMEOUT_MS = 300_000;

describe(`fuzzing the Excel price calls on ${TEST_DB_KIND}: ${FUZZ_RUNS} generated requests per endpoint`, () => {
  let world: FuzzWorld;
  let fixture: ExcelFuzzFixture;
  const results: string[] = [];
  beforeAll(async () => {
    world = await createFuzzWorld();
    fixture = await plantExcelFixture(world);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    removeScratchDirs();
    console.log(results.join('\n'));
  });

  for (let index = 0; index < TARGET_COUNT; index += 1) {
    const seed = FUZZ_SEED + 800 + index;
    it(
      `endpoint ${index + 1}: no 5xx, no leak, ServiceStack errors, database unchanged on refusal (seed ${seed})`,
      async () => {
        const target = excelTargets(world, fixture)[index]!;
        await world.resetThrottles();
        const figures = await fuzzEndpoint(world, target, seed);
        results.push(formatFigures(figures, target.countsIn));
        expect(figures.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
      },
      ENDPOINT_TIMEOUT_MS,
    );
  }
});
