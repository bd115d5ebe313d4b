/**
 * Bulk actions of the admin lists: one request and one transaction each, the same rules as the single
 * actions (model/bulk.ts), answering how many rows changed. Unknown ids → 404 and nothing changes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { dishBulkProblem, dishBulkRoles, userBulkSelfProblem, type BulkProblem, type BulkProblemCode } from '../../model/bulk';
import { ADMIN, CHEF } from '../../model/roles';
import { BulkResponse } from '../../model/responses';
import { ComplaintsBulkBody, DishesBulkBody, UsersBulkBody } from '../../model/schemas';
import { currentUser, requireRole } from '../auth/guard';
import { sessionUserChanged } from '../auth/session-cache';
import { lastAdministratorError } from '../messages/administrators';
import { ApiError, badRequest, forbidden } from '../errors';
import { dishesChanged } from '../plugins/dish-list-cache';
import { bulkAnswerComplaints, bulkDishes, bulkUsers, type BulkOutcome } from '../repos/bulk-repo';

function changedOrMissing(outcome: BulkOutcome, what: string): number[] {
  if ('lastAdministrator' in outcome) throw lastAdministratorError('ids');
  if ('missing' in outcome) {
    const shown = outcome.missing.slice(0, 10).join(', ');
    throw new ApiError(
      404,
      `No existe${outcome.missing.length > 1 ? 'n' : ''} ${what} ${shown}${outcome.missing.length > 10 ? '…' : ''}; no se ha cambiado nada.`,
      'ids',
    );
  }
  return outcome.changed;
}

/** The API's Spanish wording of the shared bulk rules (model/bulk.ts returns codes); the body carries the code too. */
const SPANISH: Record<BulkProblemCode, string> = {
  bulk_delete_self: 'No puedes eliminar tu propia cuenta: quítala de la selección.',
  bulk_deactivate_self: 'No puedes desactivar tu propia cuenta: quítala de la selección.',
  bulk_stock_missing: 'Indica las existencias.',
  bulk_category_missing: 'Indica la categoría.',
};

const refusal = (status: 400 | 409, problem: BulkProblem) =>
  new ApiError(status, SPANISH[problem.code], problem.field, { code: problem.code });

export async function bulkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const response = { 200: BulkResponse };

  app.put('/users/bulk', { preHandler: requireRole(ADMIN), schema: { body: UsersBulkBody, response } }, async (request) => {
    const { ids, action } = request.body;
    const problem = userBulkSelfProblem(action, ids, currentUser(request).id);
    if (problem) throw refusal(409, problem);
    const changed = changedOrMissing(await bulkUsers(app.db, ids, action), 'los usuarios con id');
    for (const id of changed) await sessionUserChanged(app, id);
    return { changed: changed.length };
  });

  app.put(
    '/dishes/bulk',
    { preHandler: requireRole(ADMIN, CHEF), schema: { body: DishesBulkBody, response } },
    async (request) => {
      const body = request.body;
      if (!dishBulkRoles(body.action).includes(currentUser(request).role.name))
        throw forbidden('Solo un administrador puede hacer esto.');
      const problem = dishBulkProblem(body);
      if (problem) throw refusal(400, problem);
      const changed = changedOrMissing(await bulkDishes(app.db, body.ids, body), 'los platos con id');
      if (changed.length) await dishesChanged(app);
      return { changed: changed.length };
    },
  );

  app.put(
    '/complaints/bulk',
    { preHandler: requireRole(ADMIN), schema: { body: ComplaintsBulkBody, response } },
    async (request) => {
      const answer = request.body.answer.trim();
      if (!answer) throw badRequest('Escribe la respuesta.', 'answer');
      const outcome = await bulkAnswerComplaints(app.db, request.body.ids, answer, currentUser(request).id, app.config.now());
      return { changed: changedOrMissing(outcome, 'las quejas con id').length };
    },
  );
}
