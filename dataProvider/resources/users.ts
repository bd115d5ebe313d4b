/** users: GET users (paged), GET users/id/{id}, POST users, PUT users/{id}, DELETE users/id/{id}. */
import { roleByName } from '../../model/roles';
import { pick, toNumber, type ResourceMapping, type Row } from './resourceMapping';

const EDITABLE = ['name', 'surname', 'email', 'image', 'active'] as const;

/** The server expects roleName and role to agree: derive both from whichever the form changed. */
function roleFields(data: Row): Row {
  const roleName = typeof data.roleName === 'string' ? data.roleName : (data.role as { name?: string } | undefined)?.name;
  const role = roleName ? roleByName(roleName) : undefined;
  return role ? { roleName: role.name, role: { id: role.id, name: role.name } } : {};
}

function userBody(data: Row): Row {
  const points = toNumber(data.points);
  return { ...pick(data, EDITABLE), ...(points === undefined ? {} : { points: Math.trunc(points) }), ...roleFields(data) };
}

export const users: ResourceMapping = {
  list: 'users',
  paged: true,
  filters: ['role', 'active'],
  one: (id) => `users/id/${id}`,
  create: {
    path: 'users',
    body: (data) => ({ ...userBody(data), ...pick(data, ['password']) }),
  },
  update: { path: (id) => `users/${id}`, body: userBody },
  remove: (id) => `users/id/${id}`,
  bulkUpdate: (data) => ({ action: data.active ? 'activate' : 'deactivate' }),
  bulkDelete: { action: 'delete' },
};
