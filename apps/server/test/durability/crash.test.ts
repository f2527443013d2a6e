import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { confirmationKeys, outbox, users } from '../../src/db/schema';
import { freePort, killLeftOver, runTs, type RunningProcess } from '../helpers/child-process';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';
import { RegistrationLoad, type LoadOutcome } from './registration-load';

/** A PGlite start recovering a killed server's data directory takes long on a loaded 2-core machine. */
const START_TIMEOUT_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 20_000;
const URL_LINE = /МаркетПульт: http:\/\/localhost:(\d+)/;
/** Acknowledged registrations in each life of the server before its SIGKILL is scheduled. */
const KILL_AFTER = 15;
/**
 * Each kill comes this long after the KILL_AFTER-th answer while the load goes on: offsets that
 * line up with no answer, so the process dies at different points of a registration (hashing,
 * inside the transaction, between commit and answer, sending an e-mail).
 */
const KILL_DELAYS_MS = [0, 7, 19];
/**
 * On PostgreSQL a delivery job a killed process was running cannot be told from another live
 * process's, so it must expire (MAIL_CLAIM_SECONDS), be noticed by a supervisor
 * (JOB_SUPERVISE_SECONDS) and wait for its retry (MAIL_RETRY_SECONDS); all kept short here.
 * PGlite releases such jobs at start-up, so it runs with the defaults (two minutes, one minute,
 * 30 s), which this test would never outwait.
 */
const POSTGRES_JOB_TIMING = {
  MAIL_CLAIM_SECONDS: '3',
  JOB_SUPERVISE_SECONDS: '1',
  MAIL_RETRY_SECONDS: '1',
};

/** The outbox row id nodemailer put into the Message-ID (`<outbox-<id>.<time>@domain>`). */
function outboxIdOf(messageId: string | undefined): number | undefined {
  const match = /<outbox-(\d+)\./.exec(messageId ?? '');
  return match ? Number(match[1]) : undefined;
}

async function waitUntil(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`a server killed with SIGKILL under registration load, on ${TEST_DB_KIND}`, () => {
  let dataDir: string;
  let scratch: ScratchPostgres | undefined;
  let sink: SmtpSink;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = join(scratchDir('crash'), 'data');
    if (TEST_DB_KIND === 'postgres') scratch = await createScratchPostgres();
    sink = await startSmtpSink();
  });
  afterEach(() => killLeftOver(running));
  afterAll(async () => {
    await sink?.close();
    await scratch?.drop();
    removeScratchDirs();
  });

  /** The same data every time; PUBLIC_URL stays fixed while the port changes. */
  async function start(publicUrl: string): Promise<{ server: RunningProcess; url: string }> {
    const port = await freePort();
    const server = runTs('src/server.ts', [], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SMTP_URL: sink.url,
      TRUST_PROXY: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, '..', 'no-web-build'),
      ...(scratch ? { DATABASE_URL: scratch.url, ...POSTGRES_JOB_TIMING } : {}),
    });
    running.push(server);
    await server.waitFor(URL_LINE, START_TIMEOUT_MS);
    return { server, url: `http://127.0.0.1:${port}` };
  }

  function openSameDatabase(): Promise<DatabaseHandle> {
    return openDatabase(
      scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir },
    );
  }

  async function pendingAddresses(): Promise<string[]> {
    const database = await openSameDatabase();
    try {
      const rows = await database.db
        .select({ to: outbox.toAddress, status: outbox.status })
        .from(outbox);
      return rows.filter((row) => row.status === 'pending').map((row) => row.to);
    } finally {
      await database.close();
    }
  }

  it(
    'keeps every acknowledged registration whole, leaves no half-written rows and sends every queued e-mail',
    async () => {
      const publicUrl = `http://127.0.0.1:${await freePort()}`;
      const loads: LoadOutcome[] = [];
      let inFlightAtKills = 0;

      for (const [life, delayMs] of KILL_DELAYS_MS.entries()) {
        const current = await start(publicUrl);
        const load: RegistrationLoad = new RegistrationLoad({
          baseUrl: current.url,
          callbackUrl: `${publicUrl}/registration/confirm`,
          clients: 10,
          tag: `${TEST_DB_KIND}-${life}`,
          maxRegistrations: 2_000,
          onAcknowledged: (count) => {
            if (count !== KILL_AFTER) return;
            setTimeout(() => {
              inFlightAtKills += load.inFlight;
              current.server.child.kill('SIGKILL');
            }, delayMs);
          },
        });
        loads.push(await load.run());
        expect(await current.server.exited).toBe('SIGKILL');
      }
      const acknowledged = loads.flatMap((load) => load.acknowledged);
      const unanswered = loads.flatMap((load) => load.unanswered);
      expect(loads.flatMap((load) => load.unexpected)).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER * KILL_DELAYS_MS.length);
      // Mid-load: registrations were on their way through the server when it died.
      expect(inFlightAtKills).toBeGreaterThan(0);

      const last = await start(publicUrl);
      await waitUntil('the e-mails of the acknowledged registrations', () => {
        const received = new Set(sink.received.flatMap((mail) => mail.envelopeTo));
        return acknowledged.every((email) => received.has(email));
      });
      if (scratch) {
        // Jobs a killed process was running are retried once they expired (MAIL_CLAIM_SECONDS).
        const watcher = await openSameDatabase();
        try {
          await waitUntil('an outbox without pending rows', async () => {
            const rows = await watcher.db.select({ status: outbox.status }).from(outbox);
            return rows.every((row) => row.status !== 'pending');
          });
        } finally {
          await watcher.close();
        }
      }
      // A clean stop finishes the delivery runs in progress.
      last.server.child.kill('SIGTERM');
      expect(await last.server.exited).toBe(0);
      if (!scratch) {
        // PGlite cannot be read while the server runs, so what the stop found still queued (an
        // e-mail of a registration whose answer the kill swallowed, say) goes out in one more life.
        const pending = await pendingAddresses();
        if (pending.length > 0) {
          const again = await start(publicUrl);
          await waitUntil('the e-mails still queued at the stop', () => {
            const received = new Set(sink.received.flatMap((mail) => mail.envelopeTo));
            return pending.every((email) => received.has(email));
          });
          again.server.child.kill('SIGTERM');
          expect(await again.server.exited).toBe(0);
        }
      }

      const database = await openSameDatabase();
      try {
        const userRows = await database.db.select({ id: users.id, email: users.email }).from(users);
        const keyRows = await database.db
          .select({ userId: confirmationKeys.userId })
          .from(confirmationKeys);
        const outboxRows = await database.db
          .select({ id: outbox.id, to: outbox.toAddress, status: outbox.status })
          .from(outbox);

        const emails = new Set(userRows.map((user) => user.email));
        const userIds = new Set(userRows.map((user) => user.id));
        // Every answered registration survived the crashes.
        expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
        // Nothing appeared that nobody asked for.
        const asked = new Set([...acknowledged, ...unanswered]);
        expect(userRows.filter((user) => !asked.has(user.email))).toEqual([]);
        // All or nothing: one key and one e-mail per user, none without a user.
        for (const user of userRows) {
          expect(
            keyRows.filter((key) => key.userId === user.id),
            user.email,
          ).toHaveLength(1);
          expect(
            outboxRows.filter((row) => row.to === user.email),
            user.email,
          ).toHaveLength(1);
        }
        expect(keyRows.filter((key) => !userIds.has(key.userId))).toEqual([]);
        expect(outboxRows.filter((row) => !emails.has(row.to))).toEqual([]);
        // Every queued e-mail went out at least once (twice is allowed after a crash).
        expect(outboxRows.filter((row) => row.status !== 'sent')).toEqual([]);
        const sentIds = new Set(
          sink.received.map((mail) => outboxIdOf(mail.headers.get('message-id'))),
        );
        expect(outboxRows.filter((row) => !sentIds.has(row.id))).toEqual([]);

        console.log(
          `crash durability on ${TEST_DB_KIND}: ${KILL_DELAYS_MS.length} SIGKILLs, ` +
            `${acknowledged.length} registrations acknowledged, ${inFlightAtKills} in flight ` +
            `at the kills, ${userRows.length} users after restart, ` +
            `${outboxRows.length} e-mails queued, ${sink.received.length} delivered ` +
            `(${sink.received.length - outboxRows.length} repeated after a crash)`,
        );
      } finally {
        await database.close();
      }
      // Up to five starts (START_TIMEOUT_MS each on a busy machine) and two delivery waits.
    },
    5 * START_TIMEOUT_MS + 2 * DELIVERY_TIMEOUT_MS,
  );
});
