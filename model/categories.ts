/**
 * Dish categories as the management screens and the menu builder number them (spec section 3).
 * The kitchen's dish browser numbers its tabs differently; `CHEF_TABS` maps them once here.
 */
import { PATHS } from './paths';

export const CATEGORIES = [
  { id: 1, name: 'Primeros' },
  { id: 2, name: 'Segundos' },
  { id: 3, name: 'Entrantes' },
  { id: 4, name: 'Postres' },
  { id: 5, name: 'Bebidas' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export interface Category {
  id: CategoryId;
  name: string;
}

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

export function isCategoryId(id: unknown): id is CategoryId {
  return typeof id === 'number' && CATEGORIES.some((c) => c.id === id);
}

/** The kitchen dish browser's radio tabs: tab number → real category id (1 firsts, 2 seconds, 3 desserts, 4 starters). */
export const CHEF_TABS = [
  { tab: 1, label: 'Primeros', categoryId: 1 },
  { tab: 2, label: 'Segundos', categoryId: 2 },
  { tab: 3, label: 'Postres', categoryId: 4 },
  { tab: 4, label: 'Entrantes', categoryId: 3 },
] as const;

export function categoryForChefTab(tab: number): CategoryId | undefined {
  return CHEF_TABS.find((t) => t.tab === tab)?.categoryId;
}

/** Admin dish-management routes of the spec, one per category. */
export const DISH_MANAGEMENT_ROUTES: Record<CategoryId, string> = {
  1: PATHS.dishManagement,
  2: PATHS.dishManagementSecond,
  3: PATHS.dishManagementStarters,
  4: PATHS.dishManagementDesserts,
  5: PATHS.dishManagementDrinks,
};

/** Order in which the kitchen ticket lists dishes: starters, firsts, seconds, desserts, drinks. */
export const SERVICE_ORDER: Record<CategoryId, number> = { 3: 0, 1: 1, 2: 2, 4: 3, 5: 4 };
