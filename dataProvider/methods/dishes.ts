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
  /** the menu of a category, as the customer sees it */
  getMenuDishes(category: CategoryId): Promise<Dish[]>;
  /** the kitchen's browser: the active dishes of a category by name */
  getKitchenDishes(category: number | undefined, options?: CallOptions): Promise<Dish[]>;
  getDish(id: number, options?: CallOptions): Promise<Dish>;
  /** PUT dishes/{id}/availability: stock, sold out or back, preparation minutes */
  setDishAvailability(id: number, availability: DishAvailability): Promise<Dish>;
}

export const dishMethods: DishMethods = {
  async getMenuDishes(category) {
    return (await apiFetch<Dish[]>('dishes', { query: { category } })).json;
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
