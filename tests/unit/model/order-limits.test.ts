import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PENDING_ORDERS, DEFAULT_MAX_PORTIONS_PER_ORDER, orderPortions, pendingLimitMessage, portionsLimitMessage } from '../../../model/order-limits';

describe('order limits', () => {
  it('defaults to 20 portions per order and 3 pending orders', () => {
    expect(DEFAULT_MAX_PORTIONS_PER_ORDER).toBe(20);
    expect(DEFAULT_MAX_PENDING_ORDERS).toBe(3);
  });

  it('counts the portions of every line together', () => {
    expect(orderPortions([{ quantity: 15 }, { quantity: 6 }])).toBe(21);
    expect(orderPortions([])).toBe(0);
  });

  it('says the limit in Spanish, singular and plural', () => {
    expect(portionsLimitMessage(20)).toMatch(/como máximo 20 raciones/);
    expect(pendingLimitMessage(3)).toMatch(/Ya tienes 3 pedidos pendientes/);
    expect(pendingLimitMessage(1)).toMatch(/Ya tienes un pedido pendiente/);
  });
});
