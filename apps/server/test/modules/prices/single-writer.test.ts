import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
const PIPELINE = join(SRC, 'modules/prices');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The lint rule (eslint.config.js) says the same; this holds even where lint is skipped. */
describe('the price pipeline is the only writer of prices and stock', () => {
  it('no server file outside modules/prices calls a connector write method', () => {
    const writers = sourceFiles(SRC)
      .filter((path) => !path.startsWith(PIPELINE))
      .filter((path) => /\.update(Prices|Stocks)\s*\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(writers).toEqual([]);
  });

  it('the pipeline does call them', () => {
    const pipeline = sourceFiles(PIPELINE).map((path) => readFileSync(path, 'utf8'));
    expect(pipeline.some((text) => text.includes('.updatePrices('))).toBe(true);
    expect(pipeline.some((text) => text.includes('.updateStocks('))).toBe(true);
  });
});
