/**
 * Placing an order is ONE transaction: the dishes are checked, each line's stock is taken with a conditional
 * UPDATE (so two concurrent orders for the last units can never both succeed), prices come from the database,
 * the customer's limits are checked (repos/order-limits.ts), and an `order.created` event is logged and
 * announced. Points are credited later, when the kitchen finishes the order. Any failure rolls the whole thing back.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../model/schemas';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { dishes, orderLines, orders } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { recordOrderEvent } from './order-events-repo';
import { assertOrderLimits, type OrderLimits } from './order-limits';
import { reserveSlot } from './slot-capacity';

export interface OrderRequest {
  userId: number;
  pickupDate: string;
  pickupHour: string;
  lines: { dishId: number; quantity: number }[];
  /** what the slot capacity check needs: the server's configuration and the slots still offered today */
  capacity: { config: Config; offered: string[] };
}

interface MergedLine {
  dishId: number;
  quantity: number;
  /** index of the dish's first line in the request, for the error's `field` */
  index: number;
}

/** One line per dish: repeated dishes add up their quantities. */
export function mergeLines(lines: OrderRequest['lines']): MergedLine[] {
  const byDish = new Map<number, MergedLine>();
  lines.forEach((line, index) => {
    const seen = byDish.get(line.dishId);
    if (seen) seen.quantity += line.quantity;
    else byDish.set(line.dishId, { dishId: line.dishId, quantity: line.quantity, index });
  });
  // A fixed lock order (by dish id) keeps concurrent orders from deadlocking on PostgreSQL.
  return [...byDish.values()].sort((a, b) => a.dishId - b.dishId);
}

type DishRow = typeof dishes.$inferSelect;

async function readDishes(tx: Tx, lines: MergedLine[]): Promise<Map<number, DishRow>> {
  return new Map((await tx.select().from(dishes).where(inArray(dishes.id, lines.map((l) => l.dishId)))).map((d) => [d.id, d]));
}

async function takeStock(tx: Tx, lines: MergedLine[], found: Map<number, DishRow>) {
  for (const line of [...lines].sort((a, b) => a.index - b.index)) {
    const dish = found.get(line.dishId);
    if (!dish) throw badRequest('El plato indicado no existe.', `lines.${line.index}.dishId`);
    if (!dish.isActive) throw badRequest(`«${dish.name}» ya no está en la carta.`, `lines.${line.index}.dishId`);
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw badRequest(`Se pueden pedir como máximo ${MAX_LINE_QUANTITY} raciones de «${dish.name}».`, `lines.${line.index}.quantity`);
    }
  }
  const taken = [];
  for (const line of lines) {
    const [row] = await tx
      .update(dishes)
      .set({ stock: sql`${dishes.stock} - ${line.quantity}` })
      .where(and(eq(dishes.id, line.dishId), gte(dishes.stock, line.quantity), eq(dishes.isAvailable, true), eq(dishes.isActive, true)))
      .returning({ id: dishes.id, name: dishes.name, categoryId: dishes.categoryId, costCents: dishes.costCents, prepMinutes: dishes.prepMinutes });
    if (!row) {
      const name = found.get(line.dishId)?.name ?? '';
      const [now] = await tx.select({ stock: dishes.stock, isAvailable: dishes.isAvailable }).from(dishes).where(eq(dishes.id, line.dishId));
      const soldOut = !now || !now.isAvailable || now.stock === 0;
      throw conflict(
        soldOut ? `«${name}» está agotado.` : `No quedan suficientes raciones de «${name}» (quedan ${now.stock}).`,
        `lines.${line.index}.quantity`,
      );
    }
    taken.push({ ...row, quantity: line.quantity });
  }
  return taken;
}

/** Places the order and returns its id. Throws ApiError 400/409 with the offending line's field. */
export async function placeOrder(db: Db, request: OrderRequest, limits: OrderLimits): Promise<number> {
  const lines = mergeLines(request.lines);
  return db.transaction(async (tx) => {
    // Every transaction takes its locks in the same order (the slot, the dishes, the customer's row), so
    // concurrent orders wait for each other and never deadlock; a bad line is reported before any limit.
    // The dishes are read once (no lock: the stock is taken below with a conditional UPDATE).
    const found = await readDishes(tx, lines);
    const prepMinutes = new Map([...found.values()].map((d) => [d.id, d.prepMinutes]));
    await reserveSlot(tx, request.capacity.config, { ...request, offered: request.capacity.offered, lines, prepMinutes });
    const taken = await takeStock(tx, lines, found);
    await assertOrderLimits(tx, request.userId, lines, limits);
    const totalCents = taken.reduce((sum, l) => sum + l.costCents * l.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({ userId: request.userId, pickupDate: request.pickupDate, pickupHour: request.pickupHour, totalCents })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');
    const byRequest = [...taken].sort(
      (a, b) => (lines.find((l) => l.dishId === a.id)?.index ?? 0) - (lines.find((l) => l.dishId === b.id)?.index ?? 0),
    );
    await tx.insert(orderLines).values(
      byRequest.map((l) => ({ orderId: order.id, dishId: l.id, name: l.name, categoryId: l.categoryId, quantity: l.quantity, priceCents: l.costCents, prepMinutes: l.prepMinutes })),
    );
    await recordOrderEvent(tx, order.id, request.userId, 'order.created');
    return order.id;
  });
}
