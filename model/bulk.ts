/**
 * Bulk actions of the admin lists (PUT users/bulk, dishes/bulk, complaints/bulk): which actions exist, who
 * may run each one, and the rules a selection must meet. The same rules as the single actions: an admin can
 * neither deactivate nor delete their own account, and only an admin brings a dish back or moves it.
 */
import { ADMIN, CHEF, type RoleName } from './roles';

export const USER_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

export const DISH_BULK_ACTIONS = ['available', 'soldOut', 'stock', 'withdraw', 'restore', 'category'] as const;
export type DishBulkAction = (typeof DISH_BULK_ACTIONS)[number];

export const COMPLAINT_BULK_ACTIONS = ['answer'] as const;
export type ComplaintBulkAction = (typeof COMPLAINT_BULK_ACTIONS)[number];

/** Largest selection one bulk request may carry. */
export const MAX_BULK_IDS = 10_000;

/** Why a bulk request is refused: a code the screens translate (`comedor.errors.<code>`) and the server words in Spanish. */
export type BulkProblemCode = 'bulk_delete_self' | 'bulk_deactivate_self' | 'bulk_stock_missing' | 'bulk_category_missing';

export interface BulkProblem {
  code: BulkProblemCode;
  field: string;
}

/** Why the caller may not run a user bulk action on this selection (409), or null. */
export function userBulkSelfProblem(action: UserBulkAction, ids: readonly number[], callerId: number): BulkProblem | null {
  if (action === 'activate' || !ids.includes(callerId)) return null;
  return { code: action === 'delete' ? 'bulk_delete_self' : 'bulk_deactivate_self', field: 'ids' };
}

/** The kitchen may mark dishes sold out, set stock and withdraw them, as it may one by one; the rest is the admin's. */
export function dishBulkRoles(action: DishBulkAction): readonly RoleName[] {
  return action === 'restore' || action === 'category' ? [ADMIN] : [ADMIN, CHEF];
}

/** The value a dish bulk action needs (400), or null. */
export function dishBulkProblem(body: { action: DishBulkAction; stock?: number; category?: number }): BulkProblem | null {
  if (body.action === 'stock' && body.stock === undefined) return { code: 'bulk_stock_missing', field: 'stock' };
  if (body.action === 'category' && body.category === undefined) return { code: 'bulk_category_missing', field: 'category' };
  return null;
}
