// Phase `cabinet-list`: GET /api/cabinets of an account with 10 cabinets and 300,000 listings,
// at 50 connections, beside the bare route on the same server, on PGlite and on PostgreSQL.
// The cabinets and listings are written straight into the database (no sync needed for a list).
import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { cabinets, syncRuns, users } from '../../apps/server/src/db/schema';
import { BENCH_BARE_PATH } from '../../apps/server/src/modules/bench/routes';
import { HttpClient } from '../../apps/server/test/helpers/http-client';
import { BENCH_PASSWORD, benchEmail } from './accounts';
import { CONNECTIONS, SECONDS } from './http-bench';
import { load, withPeakRss } from './http-load';
import { createScratchDatabase } from './postgres';
import { startSeededServer } from './seeded-server';

const CABINETS = 10;
const LISTINGS_PER_CABINET = 30_000;
const MARKETPLACES = ['ozon', 'wildberries', 'yandex'] as const;
const WARM_UP_SECONDS = 3;

export interface CabinetListFigures {
  cabinets: number;
  listings: number;
  rps: number;
  p50_ms: number;
  /** Target ≤ 20 ms. */
  p99_ms: number;
  bare_rps: number;
  bare_p99_ms: number;
  /** GET /api/cabinets requests/s ÷ the bare route's. */
  ratio_to_bare: number;
  non2xx: number;
  /** Requests with no answer within autocannon's 10 s (timeouts, resets). */
  errors: number;
  peak_rss_mb: number;
}

export interface CabinetListPhaseFigures {
  pglite?: CabinetListFigures;
  postgres?: CabinetListFigures;
}

/** 10 synced cabinets of the bench account, 30,000 listings each, in one statement apiece. */
async function seedCabinets(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, benchEmail(0)));
    if (!user) throw new Error('the bench account is missing');
    const now = new Date();
    for (let n = 0; n < CABINETS; n += 1) {
      const cabinetId = randomUUID();
      await db.insert(cabinets).values({
        id: cabinetId,
        userId: user.id,
        marketplace: MARKETPLACES[n % MARKETPLACES.length]!,
        name: `Кабинет ${n + 1}`,
        shopExternalId: String(5_000_000 + n),
        credentialsCiphertext: 'bench: never decrypted by the list',
        credentialsMask: '••••0000',
        sandbox: true,
        lastSyncAt: now,
      });
      await db.insert(syncRuns).values({
        id: randomUUID(),
        cabinetId,
        kind: 'full',
        trigger: 'created',
        status: 'done',
        startedAt: now,
        finishedAt: now,
        listingsDone: LISTINGS_PER_CABINET,
      });
      await db.execute(sql`
        insert into listings (cabinet_id, external_id, offer_id, name, sku, status, price, currency)
        select ${cabinetId}::uuid, n::text, 'ART-' || n, 'Товар ' || n, n::text, 'active',
               (100 + n % 5000)::numeric, 'RUB'
        from generate_series(1, ${LISTINGS_PER_CABINET}) as n`);
    }
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

async function measure(
  root: string,
  work: string,
  kind: 'pglite' | 'postgres',
  databaseUrl?: string,
): Promise<CabinetListFigures> {
  const server = await startSeededServer(root, work, `list-${kind}`, databaseUrl, seedCabinets);
  try {
    const client = await new HttpClient(server.url).signIn(benchEmail(0), BENCH_PASSWORD);
    const list = {
      url: server.url,
      path: API_PATHS.cabinets,
      headers: { cookie: client.cookieHeader() },
    };
    const bare = { url: server.url, path: BENCH_BARE_PATH };
    const warm = { connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS };
    const full = { connections: CONNECTIONS, durationSeconds: SECONDS };
    await load({ ...bare, ...warm });
    const bareFigures = await load({ ...bare, ...full });
    await load({ ...list, ...warm });
    const { result: listFigures, peakRssMb } = await withPeakRss(server.rssMb, () =>
      load({ ...list, ...full }),
    );
    return {
      cabinets: CABINETS,
      listings: CABINETS * LISTINGS_PER_CABINET,
      rps: Math.round(listFigures.rps),
      p50_ms: listFigures.p50Ms,
      p99_ms: listFigures.p99Ms,
      bare_rps: Math.round(bareFigures.rps),
      bare_p99_ms: bareFigures.p99Ms,
      ratio_to_bare: Number((listFigures.rps / bareFigures.rps).toFixed(2)),
      non2xx: listFigures.non2xx,
      errors: listFigures.errors,
      peak_rss_mb: Math.round(peakRssMb),
    };
  } finally {
    await server.stop();
  }
}

export async function benchCabinetList(
  root: string,
  work: string,
  postgresAdminUrl: string | undefined,
): Promise<CabinetListPhaseFigures> {
  const pglite = await measure(root, work, 'pglite');
  if (!postgresAdminUrl) return { pglite };
  const scratch = await createScratchDatabase(postgresAdminUrl);
  try {
    return { pglite, postgres: await measure(root, work, 'postgres', scratch.url) };
  } finally {
    await scratch.drop();
  }
}
