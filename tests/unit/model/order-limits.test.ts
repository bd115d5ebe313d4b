// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  DEFAULT_MAX_PENDING_ORDERS,
  DEFAULT_MAX_PORTIONS_PER_ORDER,
  orderPortions,
  pendingLimitProblem,
  portionsLimitProblem,
} from '../../../model/order-limits';
import { errorMessage } from '../../../src/ui/errorMessage';
// The screens that show these codes (customer, admin) load the areas' error catalog with their code.
import '../../../src/i18n/areaErrorsCatalog';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

describe('order limits', () => {
  it('defaults to 20 portions per order and 3 pending orders', () => {
    expect(DEFAULT_MAX_PORTIONS_PER_ORDER).toBe(20);
    expect(DEFAULT_MAX_PENDING_ORDERS).toBe(3);
  });

  it('counts the portions of every line together', () => {
    expect(orderPortions([{ quantity: 15 }, { quantity: 6 }])).toBe(21);
    expect(orderPortions([])).toBe(0);
  });

  it('returns the limit broken as a code with its value', () => {
    expect(portionsLimitProblem([{ quantity: 15 }, { quantity: 6 }], 20)).toEqual({
      code: 'order_portions_limit',
      params: { max: 20 },
    });
    expect(portionsLimitProblem([{ quantity: 20 }], 20)).toBeNull();
    expect(pendingLimitProblem(3, 3)).toEqual({ code: 'order_pending_limit', params: { smart_count: 3 } });
    expect(pendingLimitProblem(2, 3)).toBeNull();
  });

  it('the screens say the 409 in the chosen language, singular and plural', async () => {
    const refusal = (code: string, params: Record<string, number>) =>
      new HttpError('Mensaje del servidor', 409, { message: 'Mensaje del servidor', code, params });
    await i18nProvider.changeLocale('es');
    expect(errorMessage(refusal('order_portions_limit', { max: 20 }))).toBe(
      'Un pedido admite como máximo 20 raciones en total. Quita alguna del carrito.',
    );
    expect(errorMessage(refusal('order_pending_limit', { smart_count: 1 }))).toMatch(/^Ya tienes un pedido pendiente\./);
    expect(errorMessage(refusal('order_pending_limit', { smart_count: 3 }))).toMatch(/^Ya tienes 3 pedidos pendientes\./);
    await i18nProvider.changeLocale('en');
    expect(errorMessage(refusal('order_portions_limit', { max: 20 }))).toBe(
      'An order takes at most 20 portions in all. Remove some from the cart.',
    );
    expect(errorMessage(refusal('order_pending_limit', { smart_count: 1 }))).toMatch(/^You already have an order waiting\./);
    expect(errorMessage(refusal('order_pending_limit', { smart_count: 3 }))).toMatch(/^You already have 3 orders waiting\./);
    // An unknown code falls back to the server's message.
    expect(errorMessage(refusal('something_new', {}))).toBe('Mensaje del servidor');
    await i18nProvider.changeLocale('es');
  });
});
