/** Giving a meal away (issue 26 point 5) and "Mi pedido habitual" (point 6): the customer's calls. */
import type { Order } from '../../model/entities';
import type { OfferedMeal, UsualOrder, UsualOrderBooking } from '../../model/week-responses';
import { apiFetch } from '../http/httpClient';

export interface UsualOrderBody {
  weekdays: number[];
  pickupHour: string;
  lines: { dishId: number; quantity: number }[];
}

export interface SharingMethods {
  /** PUT orders/{id}/offer: colleagues may take it from now on */
  offerMeal(id: number): Promise<Order>;
  /** DELETE orders/{id}/offer */
  withdrawOffer(id: number): Promise<Order>;
  /** GET orders/offered?date=: other customers' offered meals of that date, with the caller's allergen warnings */
  /** the meals offered for `date`; without it, the restaurant's today (the home's first request) */
  getOfferedMeals(date?: string): Promise<OfferedMeal[]>;
  /** PUT orders/{id}/take: the meal becomes the caller's (409 meal_taken when somebody was faster) */
  takeMeal(id: number): Promise<Order>;
  getUsualOrders(): Promise<UsualOrder[]>;
  /** POST usual-orders: books every matching date within the horizon; the rest come back in `skipped` */
  createUsualOrder(body: UsualOrderBody): Promise<UsualOrderBooking>;
  /** DELETE usual-orders/{id}: stops it and cancels its orders still before their cut-off */
  stopUsualOrder(id: number): Promise<{ cancelled: number }>;
}

export const sharingMethods: SharingMethods = {
  async offerMeal(id) {
    return (await apiFetch<Order>(`orders/${id}/offer`, { method: 'PUT' })).json;
  },
  async withdrawOffer(id) {
    return (await apiFetch<Order>(`orders/${id}/offer`, { method: 'DELETE' })).json;
  },
  async getOfferedMeals(date) {
    return (await apiFetch<OfferedMeal[]>('orders/offered', date ? { query: { date } } : {})).json;
  },
  async takeMeal(id) {
    return (await apiFetch<Order>(`orders/${id}/take`, { method: 'PUT' })).json;
  },
  async getUsualOrders() {
    return (await apiFetch<UsualOrder[]>('usual-orders')).json;
  },
  async createUsualOrder(body) {
    return (await apiFetch<UsualOrderBooking>('usual-orders', { method: 'POST', body })).json;
  },
  async stopUsualOrder(id) {
    return (await apiFetch<{ cancelled: number }>(`usual-orders/${id}`, { method: 'DELETE' })).json;
  },
};
