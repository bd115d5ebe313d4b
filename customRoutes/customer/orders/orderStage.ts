/** Where an order stands for the customer: in the kitchen, ready at the counter, or handed over. */
import type { Order } from '../../../model/entities';

export type OrderStage = 'pending' | 'ready' | 'collected';

export function orderStage(order: Pick<Order, 'status' | 'collectedAt'>): OrderStage {
  if (order.status === 'pending') return 'pending';
  return order.collectedAt ? 'collected' : 'ready';
}

/** The catalog key of the stage's word: 'Pendiente', 'Listo', 'Entregado'. */
export const STAGE_LABEL: Record<OrderStage, string> = {
  pending: 'customer.orders.pending',
  ready: 'customer.orders.finished',
  collected: 'customer.orders.collected',
};
