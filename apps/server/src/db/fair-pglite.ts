import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { QueryLanes } from './query-lanes';

/**
 * PGlite whose calls take turns with the rest of the event loop (see QueryLanes): `query`,
 * `exec` and `transaction` wait in the normal lane, `urgentQuery` in the urgent one. A
 * transaction holds the database for its whole callback, as in PGlite itself; statements
 * inside it go through its own `tx` and do not queue again.
 */
export class FairPGlite extends PGlite {
  private readonly lanes = new QueryLanes();

  static async open(dataDir: string | undefined, options: PGliteOptions): Promise<FairPGlite> {
    const client =
      dataDir === undefined ? new FairPGlite(options) : new FairPGlite(dataDir, options);
    await client.waitReady;
    return client;
  }

  override query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.lanes.run('normal', () => super.query<T>(sql, params, options));
  }

  override exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.lanes.run('normal', () => super.exec(sql, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.lanes.run('normal', () => super.transaction(callback));
  }

  /** Ahead of every call waiting in the normal lane: for lookups a page load waits on. */
  urgentQuery<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.lanes.run('urgent', () => super.query<T>(sql, params));
  }
}
