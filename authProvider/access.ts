/**
 * Who may see what, in one pure rule shared by the route guard (customRoutes/RoleGuard.tsx) and the auth
 * provider's canAccess (react-admin's resources). Comfort only: the API enforces every permission.
 */
import { ADMIN, DISPLAY, type RoleName } from '../model/roles';

/**
 * 'public' needs no session; 'any' needs one (of any role but the display-only Pantalla, whose one screen is
 * the pick-up screen); a role list needs one of those roles.
 */
export type Guard = 'public' | 'any' | readonly RoleName[];

/** Every react-admin resource is an administrator screen (the role apps are custom routes). */
export const RESOURCE_GUARD: Guard = [ADMIN];

/** Whether a visitor with `role` (null: no session) may see a screen behind `guard`. */
export function canSee(role: RoleName | null, guard: Guard): boolean {
  if (guard === 'public') return true;
  if (role === null) return false;
  return guard === 'any' ? role !== DISPLAY : guard.includes(role);
}
