import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created: string[] = [];

/** A fresh folder under the system temp dir; removeScratchDirs() deletes it again. */
export function scratchDir(purpose: string): string {
  const dir = mkdtempSync(join(tmpdir(), `marketpult-${purpose}-`));
  created.push(dir);
  return dir;
}

/** Call from afterAll: each PGlite folder weighs ~40 MB. */
export function removeScratchDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
