import { ROLES } from '../../model/roles';

/** Role choices for the user forms; labels go through the catalog (comedor.roles.*). */
export const ROLE_CHOICES = ROLES.map((r) => ({ id: r.name, name: `comedor.roles.${r.name}` }));
