/**
 * Kitchen stations: CRUD for the administrator, and the category → station map the order reads use to tell
 * each line's station. A category belongs to at most one station (primary key of station_categories): a
 * save that clashes returns the refusal (its code, naming the station holding the category) for the route.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { categoryById } from '../../model/categories';
import type { Station } from '../../model/entities';
import type { StationInput } from '../../model/schemas';
import type { Db, Tx } from '../db/client';
import { stationCategories, stations } from '../db/schema';

/** Why a save or delete did not happen: a code of server/messages with its parameters and field. */
export type StationRefusal =
  | { ok: false; code: 'station_not_found' }
  | { ok: false; code: 'station_name_taken'; params: { name: string }; field: 'name' }
  | { ok: false; code: 'station_category_taken'; params: { category: string; station: string }; field: 'categoryIds' }
  | { ok: false; code: 'station_category_race'; field: 'categoryIds' };

function toStation(row: { id: number; name: string }, categoryIds: number[]): Station {
  const ids = [...categoryIds].sort((a, b) => a - b);
  return { id: row.id, name: row.name, categoryIds: ids, categories: ids.flatMap((id) => categoryById(id) ?? []) };
}

export async function listStations(db: Db | Tx): Promise<Station[]> {
  const rows = await db.select({ id: stations.id, name: stations.name }).from(stations).orderBy(asc(stations.id));
  const links = await db.select().from(stationCategories);
  return rows.map((r) =>
    toStation(
      r,
      links.filter((l) => l.stationId === r.id).map((l) => l.categoryId),
    ),
  );
}

export async function findStation(db: Db | Tx, id: number): Promise<Station | null> {
  return (await listStations(db)).find((s) => s.id === id) ?? null;
}

/** category id → station, for the order reads */
export async function stationByCategory(db: Db | Tx): Promise<Map<number, { id: number; name: string }>> {
  const rows = await db
    .select({ categoryId: stationCategories.categoryId, id: stations.id, name: stations.name })
    .from(stationCategories)
    .innerJoin(stations, eq(stations.id, stationCategories.stationId));
  return new Map(rows.map((r) => [r.categoryId, { id: r.id, name: r.name }]));
}

function isUniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
}

/** The clashes of a save: the name taken (case-insensitive), or a category another station prepares. */
async function clashOf(tx: Tx, input: StationInput, selfId: number | null): Promise<StationRefusal | null> {
  const name = input.name.trim();
  const [sameName] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(sql`lower(${stations.name}) = lower(${name}) and ${stations.id} <> ${selfId ?? 0}`);
  if (sameName) return { ok: false, code: 'station_name_taken', params: { name }, field: 'name' };
  if (input.categoryIds.length === 0) return null;
  const taken = await tx
    .select({ categoryId: stationCategories.categoryId, stationId: stations.id, station: stations.name })
    .from(stationCategories)
    .innerJoin(stations, eq(stations.id, stationCategories.stationId))
    .where(inArray(stationCategories.categoryId, input.categoryIds));
  const clash = taken.find((t) => t.stationId !== selfId);
  if (clash) {
    const category = categoryById(clash.categoryId)?.name ?? String(clash.categoryId);
    return { ok: false, code: 'station_category_taken', params: { category, station: clash.station }, field: 'categoryIds' };
  }
  return null;
}

async function save(db: Db, input: StationInput, id: number | null): Promise<{ ok: true; id: number } | StationRefusal> {
  try {
    return await db.transaction(async (tx) => {
      // One writer at a time: two administrators cannot give the same category to two stations.
      await tx.execute(sql`select pg_advisory_xact_lock(14014)`);
      if (id !== null) {
        const [existing] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, id));
        if (!existing) return { ok: false, code: 'station_not_found' } as const;
      }
      const clash = await clashOf(tx, input, id);
      if (clash) return clash;
      const name = input.name.trim();
      let stationId = id;
      if (stationId === null) {
        const [row] = await tx.insert(stations).values({ name }).returning({ id: stations.id });
        if (!row) throw new Error('station insert returned nothing');
        stationId = row.id;
      } else {
        await tx.update(stations).set({ name }).where(eq(stations.id, stationId));
        await tx.delete(stationCategories).where(eq(stationCategories.stationId, stationId));
      }
      if (input.categoryIds.length > 0) {
        await tx.insert(stationCategories).values(input.categoryIds.map((categoryId) => ({ categoryId, stationId })));
      }
      return { ok: true, id: stationId } as const;
    });
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint.includes('name')) {
      return { ok: false, code: 'station_name_taken', params: { name: input.name.trim() }, field: 'name' };
    }
    return { ok: false, code: 'station_category_race', field: 'categoryIds' };
  }
}

export const createStation = (db: Db, input: StationInput) => save(db, input, null);
export const updateStation = (db: Db, id: number, input: StationInput) => save(db, input, id);

/** Whether the station existed (and is now gone). */
export async function deleteStation(db: Db, id: number): Promise<boolean> {
  const [row] = await db.delete(stations).where(eq(stations.id, id)).returning({ id: stations.id });
  return row !== undefined;
}
