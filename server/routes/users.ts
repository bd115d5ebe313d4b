/** Reading users: the admin's list and lookups, a user's own record, and the public e-mail check. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN } from '../../model/roles';
import { ListQuery, RoleNameSchema } from '../../model/schemas';
import { AddressLimiter } from '../auth/address-limiter';
import { assertSelfOrRole, authenticate, currentUser, requireRole, resolveUser } from '../auth/guard';
import { apiError } from '../errors';
import { setTotalCount } from '../paging';
import { findUserRow, findUserRowByEmail, listUsers, toUser, usersByField, usersByRole } from '../repos/users-repo';
import { ExistsResponse, IdParams, UserListResponse, UserResponse } from '../../model/responses';

const Term = Type.String({ minLength: 1, maxLength: 100 });
const UsersQuery = Type.Object(
  { ...ListQuery, role: Type.Optional(RoleNameSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export async function userReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The SPA's login screen checks the e-mail before each attempt, so the limit leaves room for real use.
  const emailLookupLimiter = new AddressLimiter('email-lookup', app.config.emailLookupLimitPerIp, 60 * 1000);
  const admin = requireRole(ADMIN);

  app.get(
    '/users',
    { preHandler: admin, schema: { querystring: UsersQuery, response: { 200: UserListResponse } } },
    async (request, reply) => {
      const { items, total, paged } = await listUsers(app.db, request.query);
      if (paged) setTotalCount(reply, total);
      return items;
    },
  );

  app.get('/users/me', { preHandler: authenticate, schema: { response: { 200: UserResponse } } }, async (request) => {
    const row = await findUserRow(app.db, currentUser(request).id);
    if (!row) throw apiError(404, 'user_not_found');
    return toUser(row);
  });

  app.get(
    '/users/role/:roleName',
    { preHandler: admin, schema: { params: Type.Object({ roleName: Term }), response: { 200: UserListResponse } } },
    async (request) => usersByRole(app.db, request.params.roleName),
  );

  app.get(
    '/users/name/:name',
    { preHandler: admin, schema: { params: Type.Object({ name: Term }), response: { 200: UserListResponse } } },
    async (request) => usersByField(app.db, 'name', request.params.name),
  );

  app.get(
    '/users/surname/:surname',
    { preHandler: admin, schema: { params: Type.Object({ surname: Term }), response: { 200: UserListResponse } } },
    async (request) => usersByField(app.db, 'surname', request.params.surname),
  );

  app.get(
    '/users/id/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: UserResponse } } },
    async (request) => {
      assertSelfOrRole(request, request.params.id, ADMIN);
      const row = await findUserRow(app.db, request.params.id);
      if (!row) throw apiError(404, 'user_not_found');
      return toUser(row);
    },
  );

  /** Anyone may ask whether an e-mail has an account (the login screen does); only an admin gets the user. */
  app.get(
    '/users/email/:email',
    {
      schema: {
        params: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: Type.Union([UserResponse, ExistsResponse]) },
      },
    },
    async (request) => {
      const caller = await resolveUser(request);
      if (caller?.role.name === ADMIN) {
        const row = await findUserRowByEmail(app.db, request.params.email);
        if (!row) throw apiError(404, 'user_not_found');
        return toUser(row);
      }
      await emailLookupLimiter.hit(request);
      const row = await findUserRowByEmail(app.db, request.params.email);
      return { exists: Boolean(row) };
    },
  );
}
