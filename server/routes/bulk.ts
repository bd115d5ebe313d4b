/**
 * Bulk actions of the admin lists: one request and one transaction each, the same rules as the single
 * actions (model/bulk.ts), answering how many rows changed. Unknown ids → 404 and nothing changes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { dishBulkProblem, dishBulkRoles, userBulkSelfProblem, type BulkProblem } from '../../model/bulk';
import { ADMIN, CHEF } from '../../model/roles';
import { BulkResponse } from '../../model/responses';
import { ComplaintsBulkBody, DishesBulkBody, UsersBulkBody } from '../../model/schemas';
import { currentUser, requireRole } from '../auth/guard';
import { sessionUserChanged } from '../auth/session-cache';
import { apiError } from '../errors';
import { dishesChanged } from '../plugins/dish-list-cache';
import { todayOf } from '../config';
import { bulkAnswerComplaints, bulkDishes, bulkUsers, type BulkOutcome } from '../repos/bulk-repo';

type MissingCode = 'bulk_users_missing' | 'bulk_dishes_missing' | 'bulk_complaints_missing';

/** The ids changed, or a 404 naming (the first ten of) the ids that do not exist. */
function changedOrMissing(outcome: BulkOutcome, missingCode: MissingCode): number[] {
  if ('lastAdministrator' in outcome) throw apiError(409, 'last_administrator', {}, 'ids');
  if ('missing' in outcome) {
    const ids = outcome.missing.slice(0, 10).join(', ') + (outcome.missing.length > 10 ? '…' : '');
    throw apiError(404, missingCode, { ids, smart_count: outcome.missing.length }, 'ids');
  }
  return outcome.changed;
}

/** A shared bulk rule's refusal (model/bulk.ts returns the code). */
const refusal = (status: 400 | 409, problem: BulkProblem) => apiError(status, problem.code, {}, problem.field);

export async function bulkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const response = { 200: BulkResponse };

  app.put(
    '/users/bulk',
    {
      config: { audit: { resource: 'users', action: 'bulk', id: () => null } },
      preHandler: requireRole(ADMIN),
      schema: { body: UsersBulkBody, response },
    },
    async (request) => {
      const { ids, action } = request.body;
      const problem = userBulkSelfProblem(action, ids, currentUser(request).id);
      if (problem) throw refusal(409, problem);
      const changed = changedOrMissing(await bulkUsers(app.db, ids, action), 'bulk_users_missing');
      for (const id of changed) await sessionUserChanged(app, id);
      return { changed: changed.length };
    },
  );

  app.put(
    '/dishes/bulk',
    {
      config: { audit: { resource: 'dishes', action: 'bulk', id: () => null, afterCommit: dishesChanged } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { body: DishesBulkBody, response },
    },
    async (request) => {
      const body = request.body;
      if (!dishBulkRoles(body.action).includes(currentUser(request).role.name)) throw apiError(403, 'admin_only');
      const problem = dishBulkProblem(body);
      if (problem) throw refusal(400, problem);
      const changed = changedOrMissing(
        await bulkDishes(app.db, body.ids, { ...body, today: todayOf(app.config) }),
        'bulk_dishes_missing',
      );
      if (changed.length) await dishesChanged(app);
      return { changed: changed.length };
    },
  );

  app.put(
    '/complaints/bulk',
    {
      config: { audit: { resource: 'complaints', action: 'bulk', id: () => null } },
      preHandler: requireRole(ADMIN),
      schema: { body: ComplaintsBulkBody, response },
    },
    async (request) => {
      const answer = request.body.answer.trim();
      if (!answer) throw apiError(400, 'complaint_answer_missing', {}, 'answer');
      const outcome = await bulkAnswerComplaints(app.db, request.body.ids, answer, currentUser(request).id, app.config.now());
      return { changed: changedOrMissing(outcome, 'bulk_complaints_missing').length };
    },
  );
}
