/** Where an order stands for the customer: in the kitchen, ready at the counter, handed over, or cancelled by them. */
import type { Order } from '../../../model/entities';

export type OrderStage = 'pending' | 'ready' | 'collected' | 'cancelled';

export function orderStage(order: Pick<Order, 'status' | 'collectedAt'>): OrderStage {
  if (order.status === 'pending') return 'pending';
  if (order.status === 'cancelled') return 'cancelled';
  return order.collectedAt ? 'collected' : 'ready';
}

/** The catalog key of the stage's word: 'Pendiente', 'Listo', 'Entregado', 'Anulado'. */
export const STAGE_LABEL: Record<OrderStage, string> = {
  pending: 'customer.orders.pending',
  ready: 'customer.orders.finished',
  collected: 'customer.orders.collected',
  cancelled: 'customer.week.cancelled',
};
