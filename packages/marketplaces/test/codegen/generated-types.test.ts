import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  GENERATED,
  generateTypes,
  type GeneratedMarketplace,
} from '../../src/codegen/generate-types';

// The committed types must be what the vendored files generate today: a newer official file
// (or a new normalising fix) without `npm run generate:types` fails here, not in production.
describe('generated types', () => {
  for (const marketplace of Object.keys(GENERATED) as GeneratedMarketplace[]) {
    it(
      `${marketplace}: the committed file is what regeneration gives`,
      { timeout: 120_000 },
      async () => {
        const committed = await readFile(GENERATED[marketplace], 'utf8');
        expect(await generateTypes(marketplace)).toBe(committed);
      },
    );
  }
});
