// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderStage } from '../../../customRoutes/customer/orders/orderStage';

describe('orderStage', () => {
  it('reads pending, ready (finished, not collected) and collected (handed over)', () => {
    expect(orderStage({ status: 'pending', collectedAt: null })).toBe('pending');
    expect(orderStage({ status: 'finished', collectedAt: null })).toBe('ready');
    expect(orderStage({ status: 'finished' })).toBe('ready');
    expect(orderStage({ status: 'finished', collectedAt: '2026-11-26T12:30:00Z' })).toBe('collected');
  });
});
