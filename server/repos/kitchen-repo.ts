/**
 * The kitchen's shared state (one `kitchen_settings` row): cooks and pause. Every change is announced on the
 * `kitchen_events` channel (delivered on commit, across processes on PostgreSQL) so open boards and customer
 * apps learn of it live. The announcement's id comes from the order event sequence, so a stream's event ids
 * keep going up and a reconnect's Last-Event-ID still replays the order events after it.
 */
import { eq, sql } from 'drizzle-orm';
import { slotCapacity } from '../../model/capacity';
import { isPaused, type KitchenStatus } from '../../model/kitchen';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { kitchenSettings } from '../db/schema';

export const KITCHEN_EVENTS_CHANNEL = 'kitchen_events';

export interface KitchenState {
  cooks: number;
  pausedUntil: Date | null;
}

export async function readKitchen(db: Db | Tx, config: Config): Promise<KitchenState> {
  const [row] = await db.select().from(kitchenSettings).where(eq(kitchenSettings.id, 1));
  return { cooks: row?.cooks ?? config.kitchenCooks, pausedUntil: row?.pausedUntil ?? null };
}

export function toStatus(state: KitchenState, config: Config): KitchenStatus {
  const paused = isPaused(state.pausedUntil, config.now());
  return {
    cooks: state.cooks,
    slotMinutes: config.slotMinutes,
    slotCapacity: slotCapacity(state.cooks, config.slotMinutes),
    pausedUntil: paused && state.pausedUntil ? state.pausedUntil.toISOString() : null,
    paused,
    undoSeconds: config.undoSeconds,
  };
}

export async function kitchenStatus(db: Db, config: Config): Promise<KitchenStatus> {
  return toStatus(await readKitchen(db, config), config);
}

async function save(db: Db, values: { cooks?: number; pausedUntil?: Date | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(kitchenSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: kitchenSettings.id, set: values });
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('order_events', 'id'))::text as id`);
    const id = rowsOf<{ id: string }>(result)[0]?.id ?? '0';
    await tx.execute(sql`select pg_notify(${KITCHEN_EVENTS_CHANNEL}, ${id})`);
  });
}

/** node-postgres answers `{rows}`, PGlite too; this keeps callers independent of the driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

export const setCooks = (db: Db, cooks: number) => save(db, { cooks });
export const pauseUntil = (db: Db, until: Date | null) => save(db, { pausedUntil: until });
