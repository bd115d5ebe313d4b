// @vitest-environment node
/** The order decision (model/order-decision.ts): one test per refusal code, the accepted order, and a change. */
import { describe, expect, it } from 'vitest';
import {
  decideOrder,
  givingBack,
  mergeLines,
  type OrderRefusalCode,
  type OrderSnapshot,
  type SnapshotDish,
} from '../../../model/order-decision';
import { spanishMessage } from '../../../server/messages/catalog';
import { ORDER_MESSAGES } from '../../../server/messages/orders';
// The customer and kitchen screens that show these codes load the areas' error catalog with their code.
import '../../../src/i18n/areaErrorsCatalog';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

const NOW = new Date('2025-03-10T11:00:00Z'); // 12:00 in Madrid

const dish = (id: number, over: Partial<SnapshotDish> = {}): SnapshotDish => ({
  id,
  name: `Plato ${id}`,
  isActive: true,
  isAvailable: true,
  stock: 10,
  categoryId: 1,
  priceCents: 450,
  prepMinutes: 5,
  ...over,
});

/** Two cooks, 15-minute slots (30 minutes of room), two dishes, nothing ordered yet. */
function snapshot(over: Partial<OrderSnapshot> = {}, lines = [{ dishId: 1, quantity: 2 }]): OrderSnapshot {
  return {
    now: NOW,
    timeZone: 'Europe/Madrid',
    lines: mergeLines(lines),
    dishes: new Map([
      [1, dish(1)],
      [2, dish(2, { priceCents: 200, prepMinutes: 1, categoryId: 5 })],
    ]),
    kitchen: { cooks: 2, pausedUntil: null },
    slot: { hour: '13:00', slotMinutes: 15, load: 0, offered: ['12:30', '13:00', '13:15', '13:30'] },
    customer: { pendingOrders: 0 },
    limits: { maxPortionsPerOrder: 20, maxPendingOrders: 3 },
    ...over,
  };
}

function refusal(s: OrderSnapshot) {
  const decision = decideOrder(s);
  if (decision.kind !== 'refuse') throw new Error(`expected a refusal, got ${decision.kind}`);
  return decision.refusal;
}

const withDishes = (...list: SnapshotDish[]) => new Map(list.map((d) => [d.id, d]));

describe('decideOrder', () => {
  it('takes an order: lines in the request’s order with the database’s prices, the total and the load', () => {
    const decision = decideOrder(
      snapshot({}, [
        { dishId: 2, quantity: 1 },
        { dishId: 1, quantity: 2 },
        { dishId: 2, quantity: 2 },
      ]),
    );
    expect(decision).toEqual({
      kind: 'take',
      lines: [
        { dishId: 2, name: 'Plato 2', categoryId: 5, quantity: 3, priceCents: 200, prepMinutes: 1 },
        { dishId: 1, name: 'Plato 1', categoryId: 1, quantity: 2, priceCents: 450, prepMinutes: 5 },
      ],
      totalCents: 3 * 200 + 2 * 450,
      load: 3 * 1 + 2 * 5,
    });
  });

  it('order_slot_closed: an hour no longer offered', () => {
    expect(refusal(snapshot({ slot: { ...snapshot().slot, hour: '11:00' } }))).toEqual({
      code: 'order_slot_closed',
      params: { hour: '11:00' },
      field: 'pickupHour',
    });
  });

  it('kitchen_paused: names the minute ordering resumes, in the restaurant’s time', () => {
    const pausedUntil = new Date('2025-03-10T11:17:00Z');
    expect(refusal(snapshot({ kitchen: { cooks: 2, pausedUntil } }))).toEqual({
      code: 'kitchen_paused',
      params: { resumesAt: '12:17' },
      field: 'pickupHour',
      extra: { pausedUntil: '2025-03-10T11:17:00.000Z', resumesAt: '12:17' },
    });
    // A pause already over is no pause.
    expect(decideOrder(snapshot({ kitchen: { cooks: 2, pausedUntil: new Date('2025-03-10T10:59:00Z') } })).kind).toBe('take');
  });

  it('order_too_big: more cooking than any slot can hold', () => {
    expect(refusal(snapshot({}, [{ dishId: 1, quantity: 7 }]))).toEqual({
      code: 'order_too_big',
      params: { load: 35, capacity: 30 },
      field: 'lines',
    });
  });

  it('order_slot_full: asks for the day’s loads, then names the next hour with room', () => {
    const full = snapshot({ slot: { ...snapshot().slot, load: 25 } });
    expect(decideOrder(full)).toEqual({ kind: 'needs-day-loads' });
    const dayLoads = new Map([
      ['13:00', 25],
      ['13:15', 30],
    ]);
    expect(refusal({ ...full, slot: { ...full.slot, dayLoads } })).toEqual({
      code: 'order_slot_full',
      params: { hour: '13:00', nextHour: '13:30' },
      field: 'pickupHour',
      extra: { nextHour: '13:30' },
    });
  });

  it('order_slot_full_today: no later hour has room', () => {
    const full = snapshot({ slot: { ...snapshot().slot, hour: '13:30', load: 30, dayLoads: new Map([['13:30', 30]]) } });
    expect(refusal(full)).toEqual({
      code: 'order_slot_full_today',
      params: { hour: '13:30' },
      field: 'pickupHour',
      extra: { nextHour: null },
    });
  });

  it('order_dish_missing: names the first line of the dish that does not exist', () => {
    const s = snapshot({}, [
      { dishId: 1, quantity: 1 },
      { dishId: 99, quantity: 1 },
    ]);
    expect(refusal(s)).toEqual({ code: 'order_dish_missing', params: {}, field: 'lines.1.dishId' });
  });

  it('order_dish_withdrawn: a dish off the menu', () => {
    const s = snapshot({ dishes: withDishes(dish(1, { isActive: false })) });
    expect(refusal(s)).toEqual({ code: 'order_dish_withdrawn', params: { name: 'Plato 1' }, field: 'lines.0.dishId' });
  });

  it('order_line_too_many: one dish asked more than 20 times across lines', () => {
    const s = snapshot({ dishes: withDishes(dish(2, { prepMinutes: 0 })) }, [
      { dishId: 2, quantity: 15 },
      { dishId: 2, quantity: 6 },
    ]);
    expect(refusal(s)).toEqual({
      code: 'order_line_too_many',
      params: { name: 'Plato 2', max: 20 },
      field: 'lines.0.quantity',
    });
  });

  it('order_sold_out: no stock, or marked sold out with stock left', () => {
    expect(refusal(snapshot({ dishes: withDishes(dish(1, { stock: 0 })) }))).toEqual({
      code: 'order_sold_out',
      params: { name: 'Plato 1' },
      field: 'lines.0.quantity',
    });
    expect(refusal(snapshot({ dishes: withDishes(dish(1, { isAvailable: false })) })).code).toBe('order_sold_out');
  });

  it('order_not_enough: says how many are left', () => {
    expect(refusal(snapshot({ dishes: withDishes(dish(1, { stock: 1 })) }))).toEqual({
      code: 'order_not_enough',
      params: { name: 'Plato 1', left: 1 },
      field: 'lines.0.quantity',
    });
  });

  it('order_portions_limit: more portions in all than the server allows', () => {
    const s = snapshot({ limits: { maxPortionsPerOrder: 3, maxPendingOrders: 3 } }, [
      { dishId: 1, quantity: 2 },
      { dishId: 2, quantity: 2 },
    ]);
    expect(refusal(s)).toEqual({ code: 'order_portions_limit', params: { max: 3 }, field: 'lines' });
  });

  it('order_pending_limit: the customer already has the most orders waiting', () => {
    expect(refusal(snapshot({ customer: { pendingOrders: 3 } }))).toEqual({
      code: 'order_pending_limit',
      params: { smart_count: 3 },
      field: 'pendingOrders',
    });
  });

  it('answers the first refusal in order: the pause before the slot, the lines before the stock, the stock before the limits', () => {
    const everything = snapshot(
      {
        kitchen: { cooks: 2, pausedUntil: new Date('2025-03-10T11:30:00Z') },
        slot: { ...snapshot().slot, load: 30, dayLoads: new Map() },
        dishes: withDishes(dish(1, { stock: 0 }), dish(2, { isActive: false })),
        customer: { pendingOrders: 3 },
      },
      [
        { dishId: 1, quantity: 1 },
        { dishId: 2, quantity: 1 },
      ],
    );
    const order: OrderRefusalCode[] = [];
    let s = everything;
    for (const fix of [
      (x: OrderSnapshot) => ({ ...x, kitchen: { cooks: 2, pausedUntil: null } }),
      (x: OrderSnapshot) => ({ ...x, slot: { ...x.slot, load: 0 } }),
      (x: OrderSnapshot) => ({ ...x, dishes: withDishes(dish(1, { stock: 0 }), dish(2)) }),
      (x: OrderSnapshot) => ({ ...x, dishes: withDishes(dish(1), dish(2)) }),
      (x: OrderSnapshot) => ({ ...x, customer: { pendingOrders: 0 } }),
    ]) {
      order.push(refusal(s).code);
      s = fix(s);
    }
    expect(order).toEqual(['kitchen_paused', 'order_slot_full', 'order_dish_withdrawn', 'order_sold_out', 'order_pending_limit']);
    expect(decideOrder(s).kind).toBe('take');
  });
});

describe('givingBack (changing an order)', () => {
  it('decides the new lines as if the old order were not there: its stock, its minutes and its place in the limits', () => {
    const s = snapshot(
      {
        dishes: withDishes(dish(1, { stock: 1 })),
        slot: { ...snapshot().slot, hour: '13:30', load: 30, dayLoads: new Map([['13:30', 30]]) },
        customer: { pendingOrders: 3 },
      },
      [{ dishId: 1, quantity: 3 }],
    );
    expect(refusal(s).code).toBe('order_slot_full_today');
    const old = { hour: '13:30', lines: [{ dishId: 1, quantity: 3, prepMinutes: 5 }] };
    const changed = givingBack(s, old);
    expect(changed.dishes.get(1)?.stock).toBe(4);
    expect(changed.slot.load).toBe(15);
    expect(changed.slot.dayLoads?.get('13:30')).toBe(15);
    expect(changed.customer.pendingOrders).toBe(2);
    expect(decideOrder(changed)).toMatchObject({ kind: 'take', totalCents: 3 * 450, load: 15 });
  });
});

describe('the order codes’ words', () => {
  const params = {
    name: 'Tortilla',
    left: 2,
    hour: '13:00',
    nextHour: '13:30',
    resumesAt: '13:17',
    load: 40,
    capacity: 30,
    max: 20,
    smart_count: 3,
    n: 7,
    station: 'Plancha',
    date: '09/03/2025',
  };

  it('the API’s Spanish and the screens’ Spanish are the same text; English words each code', async () => {
    for (const code of Object.keys(ORDER_MESSAGES) as (keyof typeof ORDER_MESSAGES)[]) {
      await i18nProvider.changeLocale('es');
      expect(i18nProvider.translate(`comedor.errors.${code}`, params), code).toBe(spanishMessage(code, params));
      await i18nProvider.changeLocale('en');
      const english = i18nProvider.translate(`comedor.errors.${code}`, params);
      expect(english, code).not.toBe(`comedor.errors.${code}`);
      expect(english, code).not.toBe(spanishMessage(code, params));
      expect(english, code).not.toContain('%{');
    }
    await i18nProvider.changeLocale('es');
    expect(spanishMessage('order_not_enough', { name: 'Tortilla', left: 2 })).toBe(
      'No quedan suficientes raciones de «Tortilla» (quedan 2).',
    );
  });
});
