/**
 * Tells every server process that something cached has changed. Within this process the caller clears its
 * own cache synchronously; on PostgreSQL the other processes hear it through LISTEN/NOTIFY. PGlite is one
 * process by design, so there is nobody else to tell.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function onRemoteChange(app: FastifyInstance, channel: string, handle: (payload: string) => void): Promise<void> {
  if (app.database.kind !== 'postgres') return;
  const stop = await app.database.listen(channel, handle);
  app.addHook('onClose', async () => stop());
}

export async function announceChange(app: FastifyInstance, channel: string, payload = ''): Promise<void> {
  if (app.database.kind !== 'postgres') return;
  await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * `handler` runs after this process's listener connection came back from a drop: changes announced meanwhile
 * were never heard, so whatever they would have invalidated must go.
 */
export function onMissedChanges(app: FastifyInstance, handler: () => void): void {
  const stop = app.database.onReconnect(handler);
  app.addHook('onClose', async () => stop());
}
