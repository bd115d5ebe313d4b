/**
 * How an audited call reads its record before and after the change (server/audit/audit-plugin.ts): the row of
 * a table by its `id`, or a few composite records (a date's menu, a user's allergens, the kitchen's settings).
 * Secret columns (password hashes, tokens) are dropped later by recordAudit.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  closedDays,
  complaints,
  dayDishes,
  dayMenus,
  dishes,
  kitchenSettings,
  notificationPreferences,
  orderLines,
  orders,
  pushSubscriptions,
  rememberedDevices,
  rewardRedemptions,
  rewards,
  stationCategories,
  stations,
  users,
  usersAllergens,
  usersRewards,
  usualOrders,
} from '../db/schema';

type Fields = Record<string, unknown> | null;

/** The row of `table` whose integer `id` (or text key `key`) is the record id. */
export function rowLoader(table: PgTable, key?: PgColumn): (db: Db, id: string) => Promise<Fields> {
  const column = key ?? (table as unknown as { id: PgColumn }).id;
  const numeric = key === undefined;
  return async (db, id) => {
    if (numeric && !/^\d{1,9}$/.test(id)) return null;
    const rows = (await db
      .select()
      .from(table as never)
      .where(eq(column, numeric ? Number(id) : id))
      .limit(1)) as Record<string, unknown>[];
    return rows[0] ?? null;
  };
}

/**
 * A date's menu: whether it is planned and each dish's planned portions, one field per dish ("dish12") whose
 * value names the dish, so the Historial reads "Paella: 20 raciones → 25 raciones" even after a rename.
 */
export async function loadDayMenu(db: Db, date: string): Promise<Fields> {
  const [menu] = await db.select().from(dayMenus).where(eq(dayMenus.date, date));
  const rows = await db
    .select({ dishId: dayDishes.dishId, portions: dayDishes.portions, name: dishes.name })
    .from(dayDishes)
    .innerJoin(dishes, eq(dishes.id, dayDishes.dishId))
    .where(eq(dayDishes.date, date))
    .orderBy(asc(dayDishes.dishId));
  if (!menu && !rows.length) return null;
  const fields: Record<string, unknown> = { planned: Boolean(menu) };
  for (const d of rows) fields[`dish${d.dishId}`] = { name: d.name, portions: d.portions };
  return fields;
}

export const loadClosedDay = rowLoader(closedDays, closedDays.date);

/** The kitchen's settings row (one row). */
export async function loadKitchenSettings(db: Db): Promise<Fields> {
  const [row] = await db.select().from(kitchenSettings).limit(1);
  return row ?? null;
}

/** Whether a user declared an allergen ("userId:allergenId"). */
export async function loadUserAllergen(db: Db, id: string): Promise<Fields> {
  const [userId, allergenId] = id.split(':').map(Number);
  if (!userId || !allergenId) return null;
  const [row] = await db
    .select()
    .from(usersAllergens)
    .where(and(eq(usersAllergens.userId, userId), eq(usersAllergens.allergenId, allergenId)));
  return row ?? null;
}

/** An order's row and its lines ("2 × Paella"). */
export async function loadOrder(db: Db, id: string): Promise<Fields> {
  const row = await loadOrderRow(db, id);
  if (!row) return null;
  const lines = await db
    .select({ dishId: orderLines.dishId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, Number(id)))
    .orderBy(asc(orderLines.id));
  return { ...row, lines: lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') };
}
const loadOrderRow = rowLoader(orders);

export const loadDish = rowLoader(dishes);
export const loadUser = rowLoader(users);
const loadComplaintRow = rowLoader(complaints);
/** A complaint's row and its status in words the screens use (pending / answered). */
export async function loadComplaint(db: Db, id: string): Promise<Fields> {
  const row = await loadComplaintRow(db, id);
  return row && { ...row, status: row.answer ? 'answered' : 'pending' };
}
const loadStationRow = rowLoader(stations);
/** A station's row and the categories it prepares (their ids, in order). */
export async function loadStation(db: Db, id: string): Promise<Fields> {
  const row = await loadStationRow(db, id);
  if (!row) return null;
  const categories = await db
    .select({ id: stationCategories.categoryId })
    .from(stationCategories)
    .where(eq(stationCategories.stationId, Number(id)))
    .orderBy(asc(stationCategories.categoryId));
  return { ...row, categoryIds: categories.map((c) => c.id) };
}
export const loadReward = rowLoader(rewards);
export const loadUserReward = rowLoader(usersRewards);
export const loadRedemption = rowLoader(rewardRedemptions);
export const loadPushSubscription = rowLoader(pushSubscriptions);
export const loadRememberedDevice = rowLoader(rememberedDevices);
export const loadUsualOrder = rowLoader(usualOrders);
/** A customer's notification options, by the customer's id. */
export async function loadNotificationPreferences(db: Db, id: string): Promise<Fields> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, Number(id)))
    .limit(1);
  return row ?? null;
}
