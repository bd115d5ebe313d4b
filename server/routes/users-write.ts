/**
 * Creating, changing and deleting users. An admin may change anything; a user editing their own record
 * may not change their points, role or active flag (403), and the server never takes them from the body
 * otherwise.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { passwordError } from '../auth/password-rules';
import { ADMIN, roleById, roleByName, type Role } from '../../model/roles';
import { UserCreateBody, UserUpdateBody } from '../../model/schemas';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { sessionUserChanged } from '../auth/session-cache';
import { apiError } from '../errors';
import { emailTaken, findUserRow } from '../repos/users-repo';
import { createUser, deleteUser, updateUser } from '../repos/users-write-repo';
import { IdParams, NoContent, UserResponse } from '../../model/responses';
import { loadUser } from '../audit/loaders';

type RoleFields = { roleName?: string; role?: { id?: number; name?: string } };

/** Every role a body mentions, in precedence order: `roleName`, then `role.name`, then `role.id`. */
function mentionedRoles(body: RoleFields): Role[] {
  const found = [
    body.roleName !== undefined ? roleByName(body.roleName) : undefined,
    body.role?.name !== undefined ? roleByName(body.role.name) : undefined,
    body.role?.id !== undefined ? roleById(body.role.id) : undefined,
  ];
  return found.filter((r): r is Role => r !== undefined);
}

/** A changed role is a security event of its own kind in the audit trail. */
const userAction = (before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) =>
  before && after && before.roleId !== after.roleId ? 'role_change' : 'update';

export async function userWriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/users',
    {
      config: { audit: { resource: 'users', load: loadUser } },
      preHandler: requireRole(ADMIN),
      schema: { body: UserCreateBody, response: { 201: UserResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const weak = passwordError(body.password, 'password');
      if (weak) throw weak;
      if (await emailTaken(app.db, body.email)) throw apiError(409, 'email_taken', {}, 'email');
      const role = mentionedRoles(body)[0] ?? roleByName(ADMIN)!;
      const user = await createUser(app.db, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email,
        passwordHash: await hashPassword(body.password),
        image: body.image ?? null,
        points: body.points ?? 0,
        active: body.active ?? true,
        roleId: role.id,
      });
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/users/:id',
    {
      config: { audit: { resource: 'users', load: loadUser, action: userAction } },
      preHandler: authenticate,
      schema: { params: IdParams, body: UserUpdateBody, response: { 200: UserResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      assertSelfOrRole(request, id, ADMIN);
      if (body.id !== undefined && body.id !== id) throw apiError(400, 'id_mismatch', {}, 'id');
      const current = await findUserRow(app.db, id);
      if (!current) throw apiError(404, 'user_not_found');
      const roles = mentionedRoles(body);
      const role = roles[0];
      const isAdmin = currentUser(request).role.name === ADMIN;
      if (isAdmin && id === currentUser(request).id) {
        // The last administrator must never lock everyone out: nobody demotes or deactivates themselves.
        if (body.active === false) throw apiError(409, 'self_deactivate', {}, 'active');
        if (roles.some((r) => r.id !== current.roleId))
          throw apiError(409, 'self_unadmin', {}, body.roleName !== undefined ? 'roleName' : 'role');
      }
      if (!isAdmin) {
        if (body.points !== undefined && body.points !== current.points) throw apiError(403, 'self_points');
        if (roles.some((r) => r.id !== current.roleId)) throw apiError(403, 'self_role');
        if (body.active !== undefined && body.active !== current.active) throw apiError(403, 'self_active');
      }
      if (await emailTaken(app.db, body.email, id)) throw apiError(409, 'email_taken', {}, 'email');
      const user = await updateUser(app.db, id, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email,
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(isAdmin && body.points !== undefined ? { points: body.points } : {}),
        ...(isAdmin && body.active !== undefined ? { active: body.active } : {}),
        ...(isAdmin && role ? { roleId: role.id } : {}),
      });
      if (user === 'last_administrator') throw apiError(409, 'last_administrator', {}, 'active');
      if (!user) throw apiError(404, 'user_not_found');
      await sessionUserChanged(app, id);
      return user;
    },
  );

  app.delete(
    '/users/id/:id',
    {
      config: { audit: { resource: 'users', load: loadUser } },
      preHandler: requireRole(ADMIN),
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      if (request.params.id === currentUser(request).id) throw apiError(409, 'self_delete');
      const deleted = await deleteUser(app.db, request.params.id);
      if (deleted === 'last_administrator') throw apiError(409, 'last_administrator');
      if (!deleted) throw apiError(404, 'user_not_found');
      await sessionUserChanged(app, request.params.id);
      return reply.status(204).send();
    },
  );
}
