import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClientOf } from '../src/db/client';
import { installJobSchema } from '../src/jobs/job-queue';
import { TEST_DB_KIND } from './helpers/test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory PGlite (the PGlite pass only). */
    pgliteTemplate: string;
  }
}

/*
 * A new in-memory PGlite runs initdb, about 4.4 s on the CI machine, and every test file opens
 * at least one: the PGlite pass makes one migrated database here and each file loads its dump
 * (about 0.8 s). Each file still runs the migrations, which then find nothing to do.
 */
export default async function setup(project: TestProject) {
  if (TEST_DB_KIND !== 'pglite') return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'marketpult-pglite-template-'));
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    // pg-boss's schema too, so each test app's job queue finds it installed.
    await installJobSchema(handle.db);
    const client = pgliteClientOf(handle.db);
    if (!client) throw new Error('the template database is not a PGlite');
    const dump = await client.dumpDataDir('none');
    const file = join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await handle.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
