import pg from 'pg';
import { ownChangesOf, pgliteClientOf, type Database } from './client';
import { CHANGE_CHANNEL } from './own-changes';

/** What a server process may keep in memory, by what it was read from (0010_change_feed.sql). */
export type ChangeTopic = 'sessions' | 'cabinets' | 'catalog';
const TOPICS: readonly ChangeTopic[] = ['sessions', 'cabinets', 'catalog'];

/** The accounts whose data of a topic changed; 'all' when every account's may have. */
export type ChangedAccounts = readonly string[] | 'all';
export type ChangeListener = (topic: ChangeTopic, accounts: ChangedAccounts) => void;

/** The dedicated connection's application_name. */
export const FEED_APPLICATION_NAME = 'marketpult change feed';
/** After a lost LISTEN connection, the next attempt waits this long (then doubles, to 5 s). */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** Reads a trigger's payload: '<topic>[,<topic>…] <uuid>[,<uuid>…]' or '<topics> *'. */
export function parseChange(
  payload: string,
): { topics: ChangeTopic[]; accounts: ChangedAccounts } | undefined {
  const [topicList, owners] = payload.split(' ');
  if (!topicList || !owners) return undefined;
  const topics = topicList
    .split(',')
    .filter((topic): topic is ChangeTopic => TOPICS.includes(topic as ChangeTopic));
  return { topics, accounts: owners === '*' ? 'all' : owners.split(',') };
}

/**
 * Tells this process's caches what changed in the database, whoever changed it. Writers need
 * not call anything: statement-level triggers publish in the writer's transaction and the
 * database delivers at commit (0010_change_feed.sql).
 *
 * On PostgreSQL one dedicated connection per process LISTENs for every process's writes, and
 * the pool's connections hear this process's own before the writing query settles
 * (own-changes.ts); another process's write is heard a few milliseconds after its commit.
 * While the dedicated connection is not listening (not
 * yet, or lost and reconnecting) `live` is false and the caches neither answer nor keep
 * anything; a lost connection also flushes them ('all' on every topic), since what was
 * published meanwhile is gone, and so does the moment it listens again.
 *
 * On PGlite the data directory belongs to this process alone, so every write is this
 * process's: PGlite hands the notifications to its listeners before the writing query's
 * promise settles, and the feed is always live.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private listening = false;

  get live(): boolean {
    return this.listening;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** For writes that want their own process to see them without the round trip of a notification. */
  publish(topic: ChangeTopic, accounts: ChangedAccounts): void {
    for (const listener of this.listeners) listener(topic, accounts);
  }

  /** A notification as the database delivered it. */
  receive(payload: string): void {
    const change = parseChange(payload);
    if (!change) return;
    for (const topic of change.topics) this.publish(topic, change.accounts);
  }

  /** Listening (true) or not; either way a switch forgets everything kept so far. */
  setListening(listening: boolean): void {
    this.listening = listening;
    for (const topic of TOPICS) this.publish(topic, 'all');
  }
}

interface FeedEntry extends Listener {
  feed: ChangeFeed;
  users: number;
}

const feeds = new WeakMap<Database, FeedEntry>();

/** The feed of `db` if one was started (startChangeFeed), else undefined. */
export function changeFeedOf(db: Database): ChangeFeed | undefined {
  return feeds.get(db)?.feed;
}

interface Listener {
  /** Settles after the first attempt to listen, whether it worked or not. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

function listenOnPglite(db: Database, feed: ChangeFeed): Listener {
  const client = pgliteClientOf(db)!;
  const unlisten = client.listen(CHANGE_CHANNEL, (payload) => feed.receive(payload));
  return {
    ready: unlisten.then(() => feed.setListening(true)),
    async stop() {
      feed.setListening(false);
      if (!client.closed) await (await unlisten)().catch(() => undefined);
    },
  };
}

/** One connection outside the pool, reconnected with backoff until stopped. */
function listenOnPostgres(
  db: Database,
  feed: ChangeFeed,
  onError: (error: Error) => void,
): Listener {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const lost = (error: Error) => {
    if (feed.live) feed.setListening(false);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => undefined);
    void dead?.end().catch(() => undefined);
    if (stopped) return;
    onError(error);
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    // Named, so that pg_stat_activity tells it from the pool's connections; TCP keepalives, so
    // that a connection that died without a word (a dropped route) is noticed and replaced.
    const next = new pg.Client({
      ...pool.options,
      application_name: FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => feed.receive(message.payload ?? ''));
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost(new Error('the change feed connection closed'));
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
      if (client !== next || stopped) return;
      delay = RECONNECT_FIRST_MS;
      feed.setListening(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  // This process's own writes, heard on the connection that made them (db/own-changes.ts).
  const own = ownChangesOf(db);
  const hearOwn = (payload: string) => feed.receive(payload);
  own?.on('payload', hearOwn);
  return {
    ready: connect(),
    async stop() {
      own?.off('payload', hearOwn);
      stopped = true;
      clearTimeout(timer);
      feed.setListening(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * Starts `db`'s feed (or counts one more user of it) and waits for its first LISTEN; a
 * PostgreSQL that refuses leaves the feed reconnecting and the caches off, the server up.
 * Each caller calls the returned release once.
 */
export async function startChangeFeed(
  db: Database,
  onError: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> {
  let entry = feeds.get(db);
  if (!entry) {
    const feed = new ChangeFeed();
    const listener = pgliteClientOf(db)
      ? listenOnPglite(db, feed)
      : listenOnPostgres(db, feed, onError);
    entry = { feed, users: 0, ...listener };
    feeds.set(db, entry);
  }
  const started = entry;
  started.users += 1;
  await started.ready;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    started.users -= 1;
    if (started.users > 0) return;
    feeds.delete(db);
    await started.stop();
  };
}
