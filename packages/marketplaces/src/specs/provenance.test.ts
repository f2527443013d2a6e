import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { VENDORED } from './vendored-files';

// Every vendored file's sha256 must be the one PROVENANCE.md records (a changed file without an
// updated record, or a record without its file, fails here).
const provenance = await readFile(`${VENDORED.dir}PROVENANCE.md`, 'utf8');
const recorded = new Map(
  [...provenance.matchAll(/^\| `([^`]+)` \|.*\| `([0-9a-f]{64})` \|$/gm)].map((m) => [
    m[1]!,
    m[2]!,
  ]),
);
const files = [VENDORED.ozon, VENDORED.yandex, ...Object.values(VENDORED.wildberries)].map((path) =>
  path.slice(VENDORED.dir.length),
);

describe('vendored official files', () => {
  it('records exactly the files the loader reads', () => {
    expect([...recorded.keys()].sort()).toEqual([...files].sort());
  });

  it.each(files)('%s matches its sha256 in PROVENANCE.md', async (file) => {
    const sha = createHash('sha256')
      .update(await readFile(`${VENDORED.dir}${file}`))
      .digest('hex');
    expect(sha).toBe(recorded.get(file));
  });
});
