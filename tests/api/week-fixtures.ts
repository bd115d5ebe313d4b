/** Helpers of the week planning suites: the server's today and bookings for any date. */
import { eq } from 'drizzle-orm';
import { localClock } from '../../model/zonedTime';
import { dishes, orderLines, orders, users } from '../../server/db/schema';
import type { TestServer } from './helper';

export const todayOf = (s: TestServer) => localClock(s.config.now(), s.config.timeZone).date;

/**
 * A customer's booking of `quantity` portions of a dish for `date`, written as the order placing path writes
 * an order's rows (the planning suites need bookings on dates the placing rules do not care about).
 */
export async function book(s: TestServer, date: string, dishId: number, quantity: number, email = 'usuario@comedor.es') {
  const db = s.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [dish] = await db.select().from(dishes).where(eq(dishes.id, dishId));
  const [order] = await db
    .insert(orders)
    .values({ userId: user!.id, pickupDate: date, pickupHour: '13:30', totalCents: dish!.costCents * quantity })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    dishId,
    name: dish!.name,
    categoryId: dish!.categoryId,
    quantity,
    priceCents: dish!.costCents,
    prepMinutes: dish!.prepMinutes,
  });
  return order!.id;
}

export async function cancel(s: TestServer, orderId: number) {
  await s.database.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, orderId));
}
