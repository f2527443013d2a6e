import { loadConfig, type AppConfig } from '../config';
import { databaseTarget, openDatabase, type Database } from '../db/client';
import type { CliIo } from './program';

/**
 * Opens the configured database, brought up to date as at server start, for one command's
 * action, and closes it afterwards whatever happens.
 */
export async function withDatabase<T>(
  io: CliIo,
  action: (db: Database, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig(io.env, io.cwd);
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    return await action(database.db, config);
  } finally {
    await database.close();
  }
}
