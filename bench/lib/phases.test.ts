import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PHASES, selectedPhases, writeResults } from './phases';

describe('selectedPhases', () => {
  it('runs every phase without --only, and the named ones with it', () => {
    expect([...selectedPhases(['--skip-build'])]).toEqual([...PHASES]);
    expect([...selectedPhases(['--only', 'sync,cabinet-list'])]).toEqual(['sync', 'cabinet-list']);
  });

  it('refuses an unknown or missing phase name, naming the known ones', () => {
    expect(() => selectedPhases(['--only', 'sync,lighthous'])).toThrow(/login-js, http, sync/);
    expect(() => selectedPhases(['--only'])).toThrow(/comma-separated/);
  });
});

describe('writeResults', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the figures of the phases a partial run did not measure', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    const file = join(dir, 'results.json');
    writeFileSync(
      file,
      JSON.stringify({ http: { pglite: 1 }, sync: { old: true }, measured_at: { http: 'a' } }),
    );
    writeResults(file, { sync: { fresh: true }, measured_at: { sync: 'b' } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      http: { pglite: 1 },
      sync: { fresh: true },
      measured_at: { http: 'a', sync: 'b' },
    });
  });
});
