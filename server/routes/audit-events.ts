/** The audit trail, read by the administrator (issue 29 point 3): GET audit-events, filtered, paged, newest first. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN, CHEF } from '../../model/roles';
import { ListQuery } from '../../model/schemas';
import { currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { setTotalCount } from '../paging';
import { listAuditEvents } from '../repos/audit-events-repo';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a UTC day, YYYY-MM-DD (inclusive)' });
const Code = Type.String({ pattern: '^[a-z_-]{1,40}$' });

const AuditEventsQuery = Type.Object(
  {
    ...ListQuery,
    actorId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    resource: Type.Optional(Code),
    action: Type.Optional(Code),
    recordId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditEventResponse = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time', description: 'when, in UTC' }),
    actorId: Nullable(Type.Integer()),
    actorRole: Nullable(Type.String()),
    actor: Nullable(
      Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String(), email: Type.String() }),
      // null: an anonymous caller, or a user deleted since (actorId still says who)
    ),
    requestId: Nullable(Type.String()),
    clientIp: Nullable(Type.String()),
    resource: Type.String(),
    recordId: Nullable(Type.String()),
    action: Type.String(),
    changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
    detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
  },
  { description: 'One audit event; the hash chain is not part of the answer (npm run audit:verify checks it).' },
);

/**
 * What an Encargado may read: the Historial of the records they change themselves (a date's menu, in the kitchen
 * app's week), asked by resource. Everything else is the Administrador's.
 */
export const CHEF_READABLE_RESOURCES: readonly string[] = ['day_menus'];

export async function auditEventRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/audit-events',
    {
      preHandler: requireRole(ADMIN, CHEF),
      schema: { querystring: AuditEventsQuery, response: { 200: Type.Array(AuditEventResponse) } },
    },
    async (request, reply) => {
      const { resource } = request.query;
      if (currentUser(request).role.name !== ADMIN && !(resource && CHEF_READABLE_RESOURCES.includes(resource)))
        throw apiError(403, 'forbidden');
      const { items, total, paged } = await listAuditEvents(app.db, request.query);
      if (paged) setTotalCount(reply, total);
      return items;
    },
  );
}
