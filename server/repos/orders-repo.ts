/**
 * Order reads: the kitchen/admin list (status, date, search, paging), a customer's own orders and one order,
 * each with its lines and the customer's marked allergens (so the kitchen ticket can warn), and on each line the
 * customer's allergens that its dish contains (so the ticket marks the line "contiene …").
 */
import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Order, OrderStatus } from '../../model/entities';
import { fromCents } from '../../model/money';
import type { Db, Tx } from '../db/client';
import { allergens, orderLines, orderStationsDone, orders, users, usersAllergens } from '../db/schema';
import { allergensByDish, categoryOf } from './dish-rows-repo';
import { likePattern, parsePaging, withPaging, type ListQueryParams } from '../paging';
import type { PlacedOrder } from './order-insert-repo';
import { stationByCategory } from './stations-repo';

export interface OrderFilter {
  status?: OrderStatus;
  date?: string;
  q?: string;
  userId?: number;
  /** pick-up dates from/to, inclusive, "YYYY-MM-DD" */
  from?: string;
  to?: string;
}

/** API sort names → columns; `pickupHour` orders by day, then hour. */
const SORTABLE = {
  id: orders.id,
  number: orders.id,
  pickupHour: sql`${orders.pickupDate} || ' ' || ${orders.pickupHour}`,
  pickupDate: sql`${orders.pickupDate} || ' ' || ${orders.pickupHour}`,
  createdAt: orders.createdAt,
  total: orders.totalCents,
  status: orders.status,
  finishedAt: orders.finishedAt,
};

function whereOf(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.date) parts.push(eq(orders.pickupDate, filter.date));
  if (filter.from) parts.push(gte(orders.pickupDate, filter.from));
  if (filter.to) parts.push(lte(orders.pickupDate, filter.to));
  if (filter.userId !== undefined) parts.push(eq(orders.userId, filter.userId));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const byName = [ilike(users.name, pattern), ilike(users.surname, pattern)];
    const byNumber = /^\d{1,9}$/.test(q) ? [eq(orders.id, Number(q))] : [];
    const match = or(...byName, ...byNumber);
    if (match) parts.push(match);
  }
  return parts.length ? and(...parts) : undefined;
}

/** `name`/`surname` null once the customer's account was deleted (the order stays, its customer is null). */
type OrderHead = { order: typeof orders.$inferSelect; name: string | null; surname: string | null };
type AllergenRef = { id: number; name: string };

/** The customer's allergens among a dish's (both by allergen id). */
function allergensInDish(customer: AllergenRef[], dish: { id: number }[] | undefined): AllergenRef[] {
  const ids = new Set((dish ?? []).map((a) => a.id));
  return customer.filter((a) => ids.has(a.id));
}

async function assemble(db: Db | Tx, heads: OrderHead[]): Promise<Order[]> {
  if (heads.length === 0) return [];
  const orderIds = heads.map((h) => h.order.id);
  const userIds = [...new Set(heads.flatMap((h) => (h.order.userId === null ? [] : [h.order.userId])))];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
  const marked = await db
    .select({ userId: usersAllergens.userId, id: allergens.id, name: allergens.name })
    .from(usersAllergens)
    .innerJoin(allergens, eq(allergens.id, usersAllergens.allergenId))
    .where(and(inArray(usersAllergens.userId, userIds), eq(usersAllergens.isAllergic, true)))
    .orderBy(asc(allergens.id));
  const dishAllergens = await allergensByDish(db, [...new Set(lines.map((l) => l.dishId))]);
  const byCategory = await stationByCategory(db);
  const done = await db.select().from(orderStationsDone).where(inArray(orderStationsDone.orderId, orderIds));
  return heads.map(({ order, name, surname }) => {
    const own = lines.filter((l) => l.orderId === order.id);
    const customerAllergens = marked.filter((a) => a.userId === order.userId).map((a) => ({ id: a.id, name: a.name }));
    return {
      id: order.id,
      number: order.id,
      pickupHour: order.pickupHour,
      pickupDate: order.pickupDate,
      status: statusOf(order.status),
      total: fromCents(order.totalCents),
      lines: own.map((l) => ({
        dishId: l.dishId,
        name: l.name,
        category: categoryOf(l.categoryId),
        quantity: l.quantity,
        price: fromCents(l.priceCents),
        stationId: byCategory.get(l.categoryId)?.id ?? null,
        customerAllergens: allergensInDish(customerAllergens, dishAllergens.get(l.dishId)),
      })),
      stations: stationsOf(
        own,
        byCategory,
        done.filter((d) => d.orderId === order.id).map((d) => d.stationId),
      ),
      createdAt: order.createdAt.toISOString(),
      finishedAt: order.finishedAt ? order.finishedAt.toISOString() : null,
      reopenedAt: order.reopenedAt ? order.reopenedAt.toISOString() : null,
      collectedAt: order.collectedAt ? order.collectedAt.toISOString() : null,
      allergensConfirmed: order.allergensConfirmed,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      changedAt: order.changedAt?.toISOString() ?? null,
      offeredAt: order.offeredAt?.toISOString() ?? null,
      usualOrderId: order.usualOrderId,
      customer:
        order.userId === null
          ? null
          : { id: order.userId, name: name ?? '', surname: surname ?? '', allergens: customerAllergens },
    };
  });
}

function statusOf(status: string): OrderStatus {
  return status === 'finished' || status === 'cancelled' ? status : 'pending';
}

/** The stations with lines in an order, by station id, each with whether it marked its lines done. */
function stationsOf(lines: { categoryId: number }[], byCategory: Map<number, { id: number; name: string }>, doneIds: number[]) {
  const seen = new Map<number, { id: number; name: string; done: boolean }>();
  for (const l of lines) {
    const station = byCategory.get(l.categoryId);
    if (station && !seen.has(station.id)) seen.set(station.id, { ...station, done: doneIds.includes(station.id) });
  }
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

function headQuery(db: Db | Tx) {
  return db
    .select({ order: orders, name: users.name, surname: users.surname })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}

/**
 * One page (or all) of the matching orders. Pending orders are prepared by pick-up time, so that is their
 * default order; any other list reads newest first.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  query: ListQueryParams,
): Promise<{ items: Order[]; total: number; paged: boolean }> {
  const where = whereOf(filter);
  const fallback =
    filter.status === 'pending'
      ? ({ sort: 'pickupHour', order: 'ASC' } as const)
      : ({ sort: 'createdAt', order: 'DESC' } as const);
  const paging = parsePaging(query, SORTABLE, fallback, orders.id);
  const heads = await withPaging(headQuery(db).where(where), paging);
  const total = paging.paged
    ? ((await db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where))[0]?.n ?? 0)
    : heads.length;
  return { items: await assemble(db, heads), total, paged: paging.paged };
}

/** The order just placed, as `findOrder` would read it back, from what its transaction knows. */
export function placedOrderView(placed: PlacedOrder, request: { userId: number; pickupDate: string; pickupHour: string }): Order {
  const byCategory = placed.stationByCategory;
  return {
    id: placed.id,
    number: placed.id,
    pickupHour: request.pickupHour,
    pickupDate: request.pickupDate,
    status: 'pending',
    total: fromCents(placed.totalCents),
    lines: placed.lines.map((l) => ({
      dishId: l.dishId,
      name: l.name,
      category: categoryOf(l.categoryId),
      quantity: l.quantity,
      price: fromCents(l.priceCents),
      stationId: byCategory.get(l.categoryId)?.id ?? null,
      customerAllergens: placed.customerAllergensByDish.get(l.dishId) ?? [],
    })),
    stations: stationsOf(placed.lines, byCategory, []),
    createdAt: placed.createdAt.toISOString(),
    finishedAt: null,
    reopenedAt: null,
    collectedAt: null,
    allergensConfirmed: placed.allergensConfirmed,
    customer: {
      id: request.userId,
      name: placed.customer.name,
      surname: placed.customer.surname,
      allergens: placed.customer.allergens,
    },
  };
}

export async function findOrder(db: Db | Tx, id: number): Promise<Order | null> {
  const [order] = await assemble(db, await headQuery(db).where(eq(orders.id, id)));
  return order ?? null;
}

/** Several orders in one read (the ids that exist, in no particular order): a stream's replay uses it. */
export async function findOrders(db: Db | Tx, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  return assemble(db, await headQuery(db).where(inArray(orders.id, [...new Set(ids)])));
}
