/**
 * The SQL of giving a meal away: offering and withdrawing an order, the day's offered meals, and taking one.
 * Taking is one conditional UPDATE, so under any race exactly one taker changes the row; the others find it
 * no longer offered. Functions return data; server/orders/meal-sharing.ts decides the answers.
 */
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Order } from '../../model/entities';
import type { Db, Tx } from '../db/client';
import { allergens, orders, usersAllergens } from '../db/schema';
import { allergensByDish } from './dish-rows-repo';
import { findOrders } from './orders-repo';

/** What the sharing rules read of an order. */
export interface SharedOrderRow {
  id: number;
  userId: number | null;
  givenBy: number | null;
  status: string;
  pickupDate: string;
  pickupHour: string;
  offeredAt: Date | null;
}

const ROW = {
  id: orders.id,
  userId: orders.userId,
  givenBy: orders.givenBy,
  status: orders.status,
  pickupDate: orders.pickupDate,
  pickupHour: orders.pickupHour,
  offeredAt: orders.offeredAt,
};

export async function readSharedOrder(db: Db | Tx, id: number): Promise<SharedOrderRow | undefined> {
  const [row] = await db.select(ROW).from(orders).where(eq(orders.id, id));
  return row;
}

/** Marks the owner's pending order offered (keeping the first offer's time); undefined when it is not theirs or not pending. */
export async function markOffered(tx: Tx, id: number, ownerId: number): Promise<SharedOrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ offeredAt: sql`coalesce(${orders.offeredAt}, now())` })
    .where(and(eq(orders.id, id), eq(orders.userId, ownerId), eq(orders.status, 'pending')))
    .returning(ROW);
  return row;
}

/** The owner takes the offer back; undefined when the order is no longer theirs. */
export async function clearOffer(tx: Tx, id: number, ownerId: number): Promise<SharedOrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ offeredAt: null })
    .where(and(eq(orders.id, id), eq(orders.userId, ownerId)))
    .returning(ROW);
  return row;
}

/**
 * The taker becomes the owner of an offered pending order, in one statement: under a race only the first
 * commit matches `offered_at is not null`, the others update nothing and get undefined.
 */
export async function takeOffered(tx: Tx, id: number, takerId: number): Promise<SharedOrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ userId: takerId, givenBy: sql`${orders.userId}`, offeredAt: null })
    .where(and(eq(orders.id, id), isNotNull(orders.offeredAt), eq(orders.status, 'pending'), ne(orders.userId, takerId)))
    .returning(ROW);
  return row;
}

/** Other customers' offered pending orders of `date`, oldest offer first, and the viewer's marked allergens. */
export async function offeredOrders(
  db: Db,
  date: string,
  viewerId: number,
): Promise<{ orders: Order[]; viewerAllergens: { id: number; name: string }[]; dishAllergens: Map<number, { id: number }[]> }> {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.pickupDate, date), isNotNull(orders.offeredAt), eq(orders.status, 'pending'), ne(orders.userId, viewerId)),
    )
    .orderBy(asc(orders.offeredAt), asc(orders.id));
  const found = await findOrders(
    db,
    ids.map((r) => r.id),
  );
  const order = new Map(ids.map((r, i) => [r.id, i]));
  found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const viewerAllergens = await db
    .select({ id: allergens.id, name: allergens.name })
    .from(usersAllergens)
    .innerJoin(allergens, eq(allergens.id, usersAllergens.allergenId))
    .where(and(eq(usersAllergens.userId, viewerId), eq(usersAllergens.isAllergic, true)))
    .orderBy(asc(allergens.id));
  const dishAllergens = await allergensByDish(db, [...new Set(found.flatMap((o) => o.lines.map((l) => l.dishId)))]);
  return { orders: found, viewerAllergens, dishAllergens };
}
