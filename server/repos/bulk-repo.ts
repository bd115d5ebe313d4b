/**
 * Bulk changes of the admin lists, each one transaction: every id must exist (else nothing changes and the
 * missing ids are returned), and only the rows whose value really changes are counted.
 */
import { and, eq, inArray, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DishBulkAction, UserBulkAction } from '../../model/bulk';
import type { Db, Tx } from '../db/client';
import { complaints, dishes, users } from '../db/schema';
import { guardAdministrators } from './administrators-repo';
import { setStockOn } from './day-stock-repo';

export type BulkOutcome = { missing: number[] } | { changed: number[] } | { lastAdministrator: true };

async function missingIds(
  tx: Tx,
  idColumn: AnyColumn,
  table: typeof users | typeof dishes | typeof complaints,
  ids: number[],
): Promise<number[]> {
  const found = await tx
    .select({ id: sql<number>`${idColumn}` })
    .from(table)
    .where(inArray(idColumn, ids));
  const present = new Set(found.map((r) => Number(r.id)));
  return ids.filter((id) => !present.has(id));
}

export async function bulkUsers(db: Db, ids: number[], action: UserBulkAction): Promise<BulkOutcome> {
  const outcome = await guardAdministrators(db, async (tx): Promise<BulkOutcome> => {
    const missing = await missingIds(tx, users.id, users, ids);
    if (missing.length) return { missing };
    const rows =
      action === 'delete'
        ? await tx.delete(users).where(inArray(users.id, ids)).returning({ id: users.id })
        : await tx
            .update(users)
            .set({ active: action === 'activate' })
            .where(and(inArray(users.id, ids), ne(users.active, action === 'activate')))
            .returning({ id: users.id });
    return { changed: rows.map((r) => r.id) };
  });
  return outcome === 'last_administrator' ? { lastAdministrator: true } : outcome;
}

export interface DishBulkChange {
  action: DishBulkAction;
  /** today's ("YYYY-MM-DD", local): the date whose stock 'stock' sets */
  today: string;
  stock?: number;
  category?: number;
}

/** The columns an action sets, and the condition that says a row really changes ('stock' sets today's row). */
function dishChange(change: Omit<DishBulkChange, 'action'> & { action: Exclude<DishBulkAction, 'stock'> }): {
  set: Partial<typeof dishes.$inferInsert>;
  changes: SQL | undefined;
} {
  switch (change.action) {
    case 'available':
      return { set: { isAvailable: true }, changes: ne(dishes.isAvailable, true) };
    case 'soldOut':
      return { set: { isAvailable: false }, changes: ne(dishes.isAvailable, false) };
    case 'withdraw':
      return { set: { isActive: false }, changes: ne(dishes.isActive, false) };
    case 'restore':
      return { set: { isActive: true }, changes: ne(dishes.isActive, true) };
    case 'category':
      return { set: { categoryId: change.category! }, changes: ne(dishes.categoryId, change.category!) };
  }
}

export async function bulkDishes(db: Db, ids: number[], change: DishBulkChange): Promise<BulkOutcome> {
  return db.transaction(async (tx) => {
    const missing = await missingIds(tx, dishes.id, dishes, ids);
    if (missing.length) return { missing };
    if (change.action === 'stock') return { changed: await setStockOn(tx, change.today, ids, change.stock!) };
    const { set, changes } = dishChange({ ...change, action: change.action });
    const rows = await tx
      .update(dishes)
      .set(set)
      .where(and(inArray(dishes.id, ids), changes))
      .returning({ id: dishes.id });
    return { changed: rows.map((r) => r.id) };
  });
}

/** Answers the selected complaints that have no answer yet; answered ones keep theirs. */
export async function bulkAnswerComplaints(
  db: Db,
  ids: number[],
  answer: string,
  answeredBy: number,
  at: Date,
): Promise<BulkOutcome> {
  return db.transaction(async (tx) => {
    const missing = await missingIds(tx, complaints.id, complaints, ids);
    if (missing.length) return { missing };
    const rows = await tx
      .update(complaints)
      .set({ answer, answeredBy, answeredAt: at })
      .where(and(inArray(complaints.id, ids), or(isNull(complaints.answer), eq(complaints.answer, ''))))
      .returning({ id: complaints.id });
    return { changed: rows.map((r) => r.id) };
  });
}
