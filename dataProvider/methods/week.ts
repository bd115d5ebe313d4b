/** The canteen week as the customer uses it (issue 26): the bookable days, and changing or cancelling an order. */
import type { Order } from '../../model/entities';
import type { Calendar } from '../../model/week-responses';
import type { OrderCreateBody } from '../../model/schemas';
import { apiFetch } from '../http/httpClient';

/** PUT orders/{id}: the order's new lines and hour (its day stays) */
export type OrderChangeBody = OrderCreateBody;

export interface WeekMethods {
  /** GET calendar: today and each date up to the booking horizon, open or not, orderable or not */
  getCalendar(): Promise<Calendar>;
  /** PUT orders/{id}: the customer's own pending order, before its day's cut-off */
  changeOrder(id: number, body: OrderChangeBody): Promise<Order>;
  /** PUT orders/{id}/cancel: the portions and the slot go back at once */
  cancelOrder(id: number): Promise<Order>;
}

export const weekMethods: WeekMethods = {
  async getCalendar() {
    return (await apiFetch<Calendar>('calendar')).json;
  },
  async changeOrder(id, body) {
    return (await apiFetch<Order>(`orders/${id}`, { method: 'PUT', body })).json;
  },
  async cancelOrder(id) {
    return (await apiFetch<Order>(`orders/${id}/cancel`, { method: 'PUT' })).json;
  },
};
