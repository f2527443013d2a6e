import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** The channel the triggers of 0010_change_feed.sql publish on (db/change-feed.ts). */
export const CHANGE_CHANNEL = 'mp_changes';

/** The payloads of this process's own committed writes on PostgreSQL, as the writer saw them. */
export class OwnChanges extends EventEmitter<{ payload: [string] }> {}

/** The backend's process id, which node-postgres keeps but does not declare. */
const backendPid = (client: pg.ClientBase) =>
  (client as unknown as { processID: number | null }).processID;

/**
 * Every pool connection LISTENs (the pool's onConnect hook, before the connection serves its
 * first query). PostgreSQL sends a session its own notifications before the ReadyForQuery that
 * ends the committing statement, so the change feed hears this process's writes before the
 * writer's query settles: a request that wrote and then reads, or a list polled right after a
 * sync run ended, never meets a cache that the feed's own connection has not caught up on yet.
 * Only the connection's own notifications pass; the rest are the feed connection's to hear.
 */
export async function listenForOwnChanges(client: pg.ClientBase, own: OwnChanges): Promise<void> {
  client.on('notification', (message) => {
    if (message.processId === backendPid(client)) own.emit('payload', message.payload ?? '');
  });
  await client.query(`listen ${CHANGE_CHANNEL}`);
}
