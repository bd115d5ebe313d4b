/** Complaints: customers write them and read the answers; the admin lists, searches and answers them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN } from '../../model/roles';
import { ComplaintAnswerBody, ComplaintCreateBody, ListQuery } from '../../model/schemas';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { answerAndNotify } from '../complaints/answer-complaint';
import { complaintsBySender, createComplaint, findComplaint, listComplaints } from '../repos/complaints-repo';
import { setTotalCount } from '../paging';
import { ComplaintResponse, IdParams } from '../../model/responses';
import { loadComplaint } from '../audit/loaders';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const ComplaintsQuery = Type.Object(
  { ...ListQuery, answered: Type.Optional(Type.Boolean()), from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);

export async function complaintRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = requireRole(ADMIN);

  app.get(
    '/complaints',
    { preHandler: admin, schema: { querystring: ComplaintsQuery, response: { 200: Type.Array(ComplaintResponse) } } },
    async (request, reply) => {
      const { items, total, paged } = await listComplaints(app.db, request.query, app.config.timeZone);
      if (paged) setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    '/complaints/mine',
    { preHandler: authenticate, schema: { response: { 200: Type.Array(ComplaintResponse) } } },
    async (request) => complaintsBySender(app.db, currentUser(request).id),
  );

  app.get(
    '/complaints/id/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: ComplaintResponse } } },
    async (request) => {
      const complaint = await findComplaint(app.db, request.params.id);
      if (!complaint) throw apiError(404, 'complaint_not_found');
      assertSelfOrRole(request, complaint.sender.id, ADMIN);
      return complaint;
    },
  );

  app.post(
    '/complaints',
    {
      preHandler: authenticate,
      config: { audit: { resource: 'complaints', load: loadComplaint }, idempotent: true },
      schema: { body: ComplaintCreateBody, response: { 201: ComplaintResponse } },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) throw apiError(400, 'complaint_message_missing', {}, 'message');
      const id = await createComplaint(app.db, currentUser(request).id, message, app.config.now());
      return reply.status(201).send((await findComplaint(app.db, id))!);
    },
  );

  app.put(
    '/complaints/id/:id',
    {
      config: { audit: { resource: 'complaints', load: loadComplaint, action: 'answer' } },
      preHandler: admin,
      schema: { params: IdParams, body: ComplaintAnswerBody, response: { 200: ComplaintResponse } },
    },
    async (request) => {
      const answer = request.body.answer.trim();
      if (!answer) throw apiError(400, 'complaint_answer_missing', {}, 'answer');
      if (!(await answerAndNotify(app.db, request.params.id, answer, currentUser(request).id, app.config.now())))
        throw apiError(404, 'complaint_not_found');
      return (await findComplaint(app.db, request.params.id))!;
    },
  );
}
