// A scratch PostgreSQL database for one bench run, created and dropped on the given server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `mp_bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The address without its password, for the printed table. */
export function describeServer(adminUrl: string): string {
  const url = new URL(adminUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
