/** Dishes as the customer's menu and the kitchen's browser read them, and the kitchen's availability edit. */
import type { Dish } from '../../model/entities';
import type { CategoryId } from '../../model/categories';
import { apiFetch } from '../http/httpClient';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface DishAvailability {
  stock: number;
  isAvailable: boolean;
  prepMinutes: number;
}

export interface DishMethods {
  /**
   * the menu as the customer sees it: one category's dishes (every category's without one), on `date`'s menu
   * with that day's remaining portions as `stock` (today's without a date)
   */
  getMenuDishes(category: CategoryId | undefined, date?: string | null): Promise<Dish[]>;
  /** the kitchen's browser: the active dishes of a category by name */
  getKitchenDishes(category: number | undefined, options?: CallOptions): Promise<Dish[]>;
  getDish(id: number, options?: CallOptions): Promise<Dish>;
  /** PUT dishes/{id}/availability: stock, sold out or back, preparation minutes */
  setDishAvailability(id: number, availability: DishAvailability): Promise<Dish>;
}

export const dishMethods: DishMethods = {
  async getMenuDishes(category, date) {
    // today's menu asks without a date: the same URL as the page's first script (dataProvider/http/earlyRequests.ts)
    return (await apiFetch<Dish[]>('dishes', { query: { category, date } })).json;
  },
  async getKitchenDishes(category, { signal } = {}) {
    return (await apiFetch<Dish[]>('dishes', { query: { category, active: true, sort: 'name', order: 'ASC' }, signal })).json;
  },
  async getDish(id, { signal } = {}) {
    return (await apiFetch<Dish>(`dishes/${id}`, { signal })).json;
  },
  async setDishAvailability(id, availability) {
    return (await apiFetch<Dish>(`dishes/${id}/availability`, { method: 'PUT', body: availability })).json;
  },
};
