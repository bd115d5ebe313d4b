// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../model/entities';
import type { CategoryId } from '../../../model/categories';
import { portionsToPrepare, sortByPickup, splitTicketLines, urgencyOf } from '../../../customRoutes/kitchen/ticketRules';
import { applyOrderEvent } from '../../../customRoutes/kitchen/usePendingOrders';

function line(dishId: number, name: string, category: CategoryId, quantity = 1): OrderLine {
  return { dishId, name, category: { id: category, name: String(category) }, quantity, price: 1 };
}

function order(id: number, pickupHour: string, lines: OrderLine[] = [], pickupDate = '2026-05-04'): Order {
  return {
    id,
    number: id,
    pickupHour,
    pickupDate,
    status: 'pending',
    total: 0,
    lines,
    createdAt: '2026-05-04T10:00:00Z',
    finishedAt: null,
    customer: { id: 1, name: 'Ana', surname: 'Ruiz', allergens: [] },
  };
}

describe('splitTicketLines', () => {
  it('puts at most five dishes in the first row, in service order, and the rest in the second', () => {
    const lines = [
      line(1, 'Café', 5),
      line(2, 'Flan', 4),
      line(3, 'Filete', 2),
      line(4, 'Sopa', 1),
      line(5, 'Croquetas', 3),
      line(6, 'Agua', 5),
      line(7, 'Ensalada', 1),
    ];
    const { first, second } = splitTicketLines(lines);
    expect(first.map((l) => l.name)).toEqual(['Croquetas', 'Ensalada', 'Sopa', 'Filete', 'Flan']);
    expect(second.map((l) => l.name)).toEqual(['Agua', 'Café']);
  });

  it('leaves the second row empty for five dishes or fewer', () => {
    expect(splitTicketLines([line(1, 'Sopa', 1), line(2, 'Flan', 4)]).second).toEqual([]);
  });
});

describe('urgencyOf', () => {
  const today = '2026-05-04';
  const at = (h: number, m: number) => h * 60 + m;
  it('is normal more than 15 minutes ahead, soon within 15, late once passed', () => {
    expect(urgencyOf(order(1, '14:00'), today, at(13, 44))).toBe('normal');
    expect(urgencyOf(order(1, '14:00'), today, at(13, 45))).toBe('soon');
    expect(urgencyOf(order(1, '14:00'), today, at(14, 0))).toBe('soon');
    expect(urgencyOf(order(1, '14:00'), today, at(14, 0.5))).toBe('late');
  });
  it('treats an order of an earlier day as late and one of a later day as normal', () => {
    expect(urgencyOf(order(1, '23:00', [], '2026-05-03'), today, at(8, 0))).toBe('late');
    expect(urgencyOf(order(1, '08:00', [], '2026-05-05'), today, at(23, 0))).toBe('normal');
  });
});

describe('sortByPickup', () => {
  it('orders by date, then pick-up hour, then number', () => {
    const sorted = sortByPickup([order(3, '14:00'), order(1, '13:30'), order(2, '14:00'), order(4, '09:00', [], '2026-05-05')]);
    expect(sorted.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('portionsToPrepare', () => {
  it('adds up the portions of each dish across orders, in service order', () => {
    const orders = [
      order(1, '13:00', [line(1, 'Sopa', 1, 2), line(2, 'Croquetas', 3)]),
      order(2, '13:30', [line(1, 'Sopa', 1, 3)]),
    ];
    expect(portionsToPrepare(orders).map((p) => [p.name, p.quantity])).toEqual([
      ['Croquetas', 1],
      ['Sopa', 5],
    ]);
  });
});

describe('applyOrderEvent', () => {
  it('adds a created order once and removes a finished one', () => {
    const a = order(1, '13:00');
    const b = order(2, '13:30');
    const added = applyOrderEvent([a], { id: 10, type: 'order.created', order: b });
    expect(added.map((o) => o.id)).toEqual([1, 2]);
    expect(applyOrderEvent(added, { id: 11, type: 'order.created', order: b }).map((o) => o.id)).toEqual([1, 2]);
    expect(
      applyOrderEvent(added, { id: 12, type: 'order.finished', order: { ...a, status: 'finished' } }).map((o) => o.id),
    ).toEqual([2]);
  });

  it('drops a cancelled order and shows a changed one as it now is', () => {
    const a = order(1, '13:00');
    const b = order(2, '13:30');
    const cancelled = applyOrderEvent([a, b], { id: 15, type: 'order.cancelled', order: { ...a, status: 'cancelled' } });
    expect(cancelled.map((o) => o.id)).toEqual([2]);
    const changed = applyOrderEvent(cancelled, { id: 16, type: 'order.updated', order: { ...b, pickupHour: '14:00' } });
    expect(changed.map((o) => [o.id, o.pickupHour])).toEqual([[2, '14:00']]);
  });

  it('puts a recalled order back once', () => {
    const a = order(1, '13:00');
    const recalled = { ...order(2, '13:30'), reopenedAt: '2026-05-04T11:00:00Z' };
    const back = applyOrderEvent([a], { id: 13, type: 'order.reopened', order: recalled });
    expect(back.map((o) => o.id)).toEqual([1, 2]);
    expect(applyOrderEvent(back, { id: 14, type: 'order.reopened', order: recalled }).map((o) => o.id)).toEqual([1, 2]);
  });

  it("keeps the board to today's orders: a booking of a coming day never lands on it", () => {
    const a = order(1, '13:00');
    const today = a.pickupDate;
    const later = { ...order(2, '13:30'), pickupDate: '2099-01-01' };
    expect(applyOrderEvent([a], { id: 17, type: 'order.created', order: later }, today).map((o) => o.id)).toEqual([1]);
    expect(applyOrderEvent([a], { id: 18, type: 'order.updated', order: later }, today).map((o) => o.id)).toEqual([1]);
    const ofToday = order(3, '14:00');
    expect(applyOrderEvent([a], { id: 19, type: 'order.created', order: ofToday }, today).map((o) => o.id)).toEqual([1, 3]);
  });
});
