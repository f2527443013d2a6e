import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_START_PARAMS } from '../../src/db/pglite-files';
import { FairPGlite } from '../../src/db/fair-pglite';

describe('FairPGlite', () => {
  let client: FairPGlite;
  beforeAll(async () => {
    client = await FairPGlite.open(undefined, { startParams: [...PGLITE_START_PARAMS] });
    await client.exec('create table events (id serial primary key, name text not null)');
  });
  afterAll(() => client.close());

  it('answers queries, statements and transactions as PGlite does', async () => {
    await client.query('insert into events (name) values ($1)', ['first']);
    await client.transaction(async (tx) => {
      await tx.query('insert into events (name) values ($1)', ['in transaction']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into events (name) values ($1)', ['rolled back']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await client.query<{ name: string }>('select name from events order by id');
    expect(rows.map((row) => row.name)).toEqual(['first', 'in transaction']);
  });

  it('runs an urgent query before the queries already waiting', async () => {
    const finished: string[] = [];
    const normal = Array.from({ length: 10 }, (_, index) =>
      client.query('select pg_sleep(0.001)').then(() => finished.push(`normal ${index}`)),
    );
    const urgent = client.urgentQuery('select 1').then(() => finished.push('urgent'));
    await Promise.all([...normal, urgent]);
    expect(finished.indexOf('urgent')).toBeLessThanOrEqual(1);
  });

  it('keeps a transaction whole while other calls wait', async () => {
    let inside = false;
    const seenInside: boolean[] = [];
    const transaction = client.transaction(async (tx) => {
      inside = true;
      await tx.query('select pg_sleep(0.01)');
      await tx.query('select 1');
      inside = false;
    });
    const others = Array.from({ length: 5 }, () =>
      client.query('select 1').then(() => seenInside.push(inside)),
    );
    await Promise.all([transaction, ...others]);
    expect(seenInside).toEqual([false, false, false, false, false]);
  });
});
