import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from '../../helpers/scratch-dir';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  formatFigures,
  fuzzEndpoint,
  type FuzzFigures,
} from './fuzz-harness';
import type { TargetBuilder } from './fuzz-targets';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';

/** Generous: argon2 and PostgreSQL round trips on a 2-core machine. */
const ENDPOINT_TIMEOUT_MS = 240_000;

/**
 * One test per endpoint, all against one world (app, database, accounts). Each endpoint gets
 * its own fixed seed; the figures of every endpoint are printed when the suite ends.
 */
export function fuzzSuite(title: string, seedBase: number, targets: readonly TargetBuilder[]) {
  describe(`${title} on ${TEST_DB_KIND}: ${FUZZ_RUNS} generated requests per endpoint`, () => {
    let world: FuzzWorld;
    const results: string[] = [];
    beforeAll(async () => {
      world = await createFuzzWorld();
    });
    afterAll(async () => {
      await world?.close();
      removeScratchDirs();
      console.log(results.join('\n'));
    });

    targets.forEach((builder, index) => {
      const seed = FUZZ_SEED + seedBase + index;
      it(
        `${builder.name}: no 5xx, no leak, ServiceStack errors, database unchanged (seed ${seed})`,
        async () => {
          const target = builder.build(world);
          // The throttle counters of earlier endpoints would only slow the comparison down.
          await world.resetThrottles();
          const figures: FuzzFigures = await fuzzEndpoint(world, target, seed);
          results.push(formatFigures(figures, target.countsIn));
          expect(figures.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
        },
        ENDPOINT_TIMEOUT_MS,
      );
    });
  });
}
