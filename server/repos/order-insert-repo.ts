/** Writing a decided order (model/order-decision.ts) and reading what its answer shows. */
import { sql } from 'drizzle-orm';
import type { TakenLine } from '../../model/order-decision';
import type { Tx } from '../db/client';
import {
  allergens,
  dishAllergens,
  orderEvents,
  orderLines,
  orders,
  stationCategories,
  stations,
  users,
  usersAllergens,
} from '../db/schema';
import { ORDER_EVENTS_CHANNEL } from './order-events-repo';

export interface NewOrder {
  userId: number;
  pickupDate: string;
  pickupHour: string;
  /** the customer confirmed the warning that dishes in the order contain their allergens */
  allergensConfirmed: boolean;
  /** the usual order that books it (POST usual-orders and its daily pass; server/orders/usual-orders.ts) */
  usualOrderId?: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** What the order's transaction knows once committed: enough to answer the 201 without reading it again. */
export interface PlacedOrder {
  id: number;
  createdAt: Date;
  /** the `order.created` event's id */
  eventId: number;
  totalCents: number;
  /** in the order they are stored (and read back): by the request's first line of each dish */
  lines: TakenLine[];
  customer: { name: string; surname: string; allergens: { id: number; name: string }[] };
  /** dish id → the customer's marked allergens that the dish contains (dishes without any are left out) */
  customerAllergensByDish: Map<number, { id: number; name: string }[]>;
  allergensConfirmed: boolean;
  /** category id → station, as the order reads tell each line's station */
  stationByCategory: Map<number, { id: number; name: string }>;
  /** the kitchen's cooks as the transaction read them (embedded only; the ready estimate needs them) */
  cooks?: number;
}

/**
 * One statement writes the order, its lines (in the request's order) and its `order.created` event, announces
 * the event (`pg_notify`, delivered on commit) and reads what the answer shows besides: the customer's name and
 * marked allergens (and which of them each ordered dish contains), and the stations by category.
 */
export async function insertOrder(tx: Tx, request: NewOrder, placedLines: TakenLine[], totalCents: number): Promise<PlacedOrder> {
  const [row] = rowsOf<{
    id: number;
    created_ms: number;
    event_id: number | string;
    name: string;
    surname: string;
    allergens: [number, string][] | null;
    dish_allergens: [number, number, string][] | null;
    stations: [number, number, string][] | null;
  }>(
    await tx.execute(sql`
      with o as (
        insert into ${orders} (user_id, pickup_date, pickup_hour, total_cents, allergens_confirmed, usual_order_id)
        values (${request.userId}, ${request.pickupDate}, ${request.pickupHour}, ${totalCents}, ${request.allergensConfirmed},
                ${request.usualOrderId ?? null})
        returning id, created_at
      ), l as (
        insert into ${orderLines} (order_id, dish_id, name, category_id, quantity, price_cents, prep_minutes)
        select o.id, (x.v->>'dishId')::int, x.v->>'name', (x.v->>'categoryId')::int, (x.v->>'quantity')::int,
               (x.v->>'priceCents')::int, (x.v->>'prepMinutes')::int
        from o, jsonb_array_elements(${JSON.stringify(placedLines)}::jsonb) with ordinality as x(v, n)
        order by x.n
        returning dish_id
      ), e as (
        insert into ${orderEvents} (order_id, user_id, type) select o.id, ${request.userId}, 'order.created' from o returning id
      )
      select o.id, floor(extract(epoch from o.created_at) * 1000)::float8 as created_ms, e.id::text as event_id,
        pg_notify(${ORDER_EVENTS_CHANNEL}, e.id::text), u.name, u.surname,
        (select json_agg(json_build_array(a.id, a.name) order by a.id) from ${usersAllergens} ua
           join ${allergens} a on a.id = ua.allergen_id where ua.user_id = u.id and ua.is_allergic) as allergens,
        (select json_agg(json_build_array(da.dish_id, a.id, a.name) order by a.id) from ${dishAllergens} da
           join ${usersAllergens} ua on ua.allergen_id = da.allergen_id and ua.user_id = u.id and ua.is_allergic
           join ${allergens} a on a.id = da.allergen_id where da.dish_id in (select dish_id from l)) as dish_allergens,
        (select json_agg(json_build_array(sc.category_id, s.id, s.name)) from ${stationCategories} sc
           join ${stations} s on s.id = sc.station_id) as stations
      from o, e, ${users} u where u.id = ${request.userId}`),
  );
  if (!row) throw new Error('order insert returned nothing');
  return {
    id: row.id,
    createdAt: new Date(row.created_ms),
    eventId: Number(row.event_id),
    totalCents,
    lines: placedLines,
    customer: { name: row.name, surname: row.surname, allergens: (row.allergens ?? []).map(([id, name]) => ({ id, name })) },
    customerAllergensByDish: groupByDish(row.dish_allergens ?? []),
    allergensConfirmed: request.allergensConfirmed,
    stationByCategory: new Map((row.stations ?? []).map(([categoryId, id, name]) => [categoryId, { id, name }])),
  };
}

function groupByDish(rows: [number, number, string][]): Map<number, { id: number; name: string }[]> {
  const out = new Map<number, { id: number; name: string }[]>();
  for (const [dishId, id, name] of rows) out.set(dishId, [...(out.get(dishId) ?? []), { id, name }]);
  return out;
}
