/** Role ids and names are fixed by the spec (section 3): the token's `role.name` claim carries the name. */
import { PATHS } from './paths';

export const ROLES = [
  { id: 1, name: 'Administrador' },
  { id: 2, name: 'Usuario' },
  { id: 3, name: 'Encargado' },
  /** a display-only account for the counter's pick-up screen: no other rights (server/auth/guard.ts) */
  { id: 4, name: 'Pantalla' },
] as const;

export type RoleName = (typeof ROLES)[number]['name'];
export type RoleId = (typeof ROLES)[number]['id'];
export interface Role {
  id: RoleId;
  name: RoleName;
}

export const ADMIN: RoleName = 'Administrador';
export const CUSTOMER: RoleName = 'Usuario';
export const CHEF: RoleName = 'Encargado';
export const DISPLAY: RoleName = 'Pantalla';

export function roleByName(name: string): Role | undefined {
  return ROLES.find((r) => r.name === name);
}

export function roleById(id: number): Role | undefined {
  return ROLES.find((r) => r.id === id);
}

/** Where each role lands after login (spec section 4). */
export const HOME_BY_ROLE: Record<RoleName, string> = {
  Administrador: PATHS.adminHome,
  Usuario: PATHS.customerHome,
  Encargado: PATHS.chefBoard,
  Pantalla: PATHS.pickupScreen,
};
