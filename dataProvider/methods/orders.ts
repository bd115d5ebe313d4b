/** Orders: the customer's pick-up hours, order and history; the kitchen's board, recent list and pick-up screen. */
import type { Hour, Order, PickupListOrder } from '../../model/entities';
import type { OrderCreateBody } from '../../model/schemas';
import { apiFetch } from '../http/httpClient';
import type { CallOptions } from './dishes';

export interface OrderMethods {
  /** The hours of `date` (today without one) whose kitchen capacity can still take `load` minutes (the cart's). */
  getHours(load?: number, date?: string | null): Promise<Hour[]>;
  /** `idempotencyKey`: one per checkout attempt, the same on its retries (one order however often it is sent) */
  placeOrder(body: OrderCreateBody & { pickupDate?: string }, idempotencyKey?: string): Promise<Order>;
  /** GET orders/mine; `upcoming`: only those picked up today (the restaurant's today) or later */
  getMyOrders(options?: { upcoming?: boolean }): Promise<Order[]>;
  /** the board: pending orders, of one pick-up date when `date` is given (the board passes the restaurant's today) */
  getPendingOrders(options?: CallOptions & { date?: string }): Promise<Order[]>;
  /** the pick-up screen: today's orders, numbers and progress only (GET orders/pickup; also the Pantalla role's) */
  getPickupOrders(options?: CallOptions): Promise<PickupListOrder[]>;
  /** the board's "Recientes": the day's last `size` finished orders, latest first */
  getRecentOrders(date: string, size: number, options?: CallOptions): Promise<Order[]>;
  /** GET orders/{id}: one order (the recipe page opened from a ticket) */
  getOrder(id: number, options?: CallOptions): Promise<Order>;
  finishOrder(id: number): Promise<Order>;
  /** a finished order back on the board */
  reopenOrder(id: number): Promise<Order>;
  /** handed over at the counter */
  collectOrder(id: number): Promise<Order>;
}

export const orderMethods: OrderMethods = {
  async getHours(load = 0, date) {
    return (await apiFetch<Hour[]>('hours', { query: { load, date } })).json;
  },
  async placeOrder(body, idempotencyKey) {
    return (await apiFetch<Order>('orders', { method: 'POST', body, idempotencyKey })).json;
  },
  async getMyOrders({ upcoming } = {}) {
    return (await apiFetch<Order[]>('orders/mine', { query: upcoming ? { upcoming: true } : undefined })).json;
  },
  async getPendingOrders({ signal, date } = {}) {
    return (await apiFetch<Order[]>('orders', { query: date ? { status: 'pending', date } : { status: 'pending' }, signal }))
      .json;
  },
  async getPickupOrders({ signal } = {}) {
    return (await apiFetch<PickupListOrder[]>('orders/pickup', { signal })).json;
  },
  async getRecentOrders(date, size, { signal } = {}) {
    return (
      await apiFetch<Order[]>('orders', { query: { status: 'finished', date, sort: 'finishedAt', order: 'DESC', size }, signal })
    ).json;
  },
  async getOrder(id, { signal } = {}) {
    return (await apiFetch<Order>(`orders/${id}`, { signal })).json;
  },
  async finishOrder(id) {
    return (await apiFetch<Order>(`orders/${id}/finish`, { method: 'PUT' })).json;
  },
  async reopenOrder(id) {
    return (await apiFetch<Order>(`orders/${id}/reopen`, { method: 'PUT' })).json;
  },
  async collectOrder(id) {
    return (await apiFetch<Order>(`orders/${id}/collect`, { method: 'PUT' })).json;
  },
};
