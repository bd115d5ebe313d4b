/**
 * Sessions for the dishes/orders/events suites: bearer tokens for the demo accounts and for other seeded
 * customers, minted with the server's own secret (the login flow has its own suite).
 */
import { and, asc, eq } from 'drizzle-orm';
import { roleById } from '../../model/roles';
import { signSession } from '../../server/auth/tokens';
import { todayOf } from '../../server/config';
import { dishes, users } from '../../server/db/schema';
import { remainingOn } from '../../server/repos/day-stock-sql';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, type TestServer } from './helper';

export interface Session {
  id: number;
  token: string;
}

export interface Sessions {
  admin: Session;
  chef: Session;
  customer: Session;
  /** another active customer */
  other: Session;
}

async function sessionOf(server: TestServer, row: { id: number; roleId: number }): Promise<Session> {
  const role = roleById(row.roleId);
  if (!role) throw new Error(`unknown role ${row.roleId}`);
  return { id: row.id, token: await signSession({ id: row.id, role }, server.app.jwtSecret, 3600) };
}

export async function sessionFor(server: TestServer, email: string): Promise<Session> {
  const [row] = await server.database.db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return sessionOf(server, row);
}

/** The n-th active Usuario other than the demo customer. */
export async function otherCustomer(server: TestServer, n = 0): Promise<Session> {
  const rows = await server.database.db
    .select({ id: users.id, roleId: users.roleId, email: users.email })
    .from(users)
    .where(and(eq(users.roleId, 2), eq(users.active, true)))
    .orderBy(asc(users.id));
  const row = rows.filter((r) => r.email !== CUSTOMER_EMAIL)[n];
  if (!row) throw new Error('not enough seeded customers');
  return sessionOf(server, row);
}

export async function demoSessions(server: TestServer): Promise<Sessions> {
  return {
    admin: await sessionFor(server, ADMIN_EMAIL),
    chef: await sessionFor(server, CHEF_EMAIL),
    customer: await sessionFor(server, CUSTOMER_EMAIL),
    other: await otherCustomer(server),
  };
}

export type Caller = 'admin' | 'chef' | 'customer' | 'anonymous';
export const CALLERS: Caller[] = ['admin', 'chef', 'customer', 'anonymous'];

export function tokenOf(sessions: Sessions, caller: Caller): string | undefined {
  return caller === 'anonymous' ? undefined : sessions[caller].token;
}

/** A dish on sale with the given stock (and price in cents), for tests that need exact numbers. */
export async function dishWithStock(server: TestServer, stock: number, costCents = 450): Promise<{ id: number; name: string }> {
  const [row] = await server.database.db
    .insert(dishes)
    .values({
      name: `Plato de prueba ${stock}-${costCents}-${Math.random().toString(36).slice(2, 7)}`,
      dailyPortions: stock,
      costCents,
      categoryId: 2,
    })
    .returning({ id: dishes.id, name: dishes.name });
  if (!row) throw new Error('dish insert failed');
  return row;
}

/** The dish's remaining portions on `date` (today, the server's clock, without it). */
export async function stockOf(server: TestServer, dishId: number, date = todayOf(server.app.config)): Promise<number> {
  const [row] = await server.database.db
    .select({ stock: remainingOn(date) })
    .from(dishes)
    .where(eq(dishes.id, dishId));
  return row?.stock ?? -1;
}
