/**
 * Kitchen stations: the administrator defines them (name, categories it prepares); the kitchen and admins read
 * them to pick a station on the board. A category belongs to at most one station (409 otherwise).
 */
import { StationBody } from '../../model/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, NoContent, StationResponse } from '../../model/responses';
import { ADMIN, CHEF } from '../../model/roles';
import { requireRole } from '../auth/guard';
import { notFound } from '../errors';
import { setTotalCount } from '../repos/paging';
import { createStation, deleteStation, findStation, listStations, updateStation } from '../repos/stations-repo';

export async function stationRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const readers = requireRole(ADMIN, CHEF);
  const admin = requireRole(ADMIN);
  const existing = async (id: number) => {
    const station = await findStation(app.db, id);
    if (!station) throw notFound('La estación no existe.');
    return station;
  };

  app.get(
    '/stations',
    { preHandler: readers, schema: { response: { 200: Type.Array(StationResponse) } } },
    async (_request, reply) => {
      const list = await listStations(app.db);
      setTotalCount(reply, list.length);
      return list;
    },
  );

  app.get(
    '/stations/:id',
    { preHandler: readers, schema: { params: IdParams, response: { 200: StationResponse } } },
    async (request) => existing(request.params.id),
  );

  app.post(
    '/stations',
    { preHandler: admin, schema: { body: StationBody, response: { 201: StationResponse } } },
    async (request, reply) => {
      const id = await createStation(app.db, request.body);
      return reply.status(201).send(await existing(id));
    },
  );

  app.put(
    '/stations/:id',
    { preHandler: admin, schema: { params: IdParams, body: StationBody, response: { 200: StationResponse } } },
    async (request) => {
      await updateStation(app.db, request.params.id, request.body);
      return existing(request.params.id);
    },
  );

  app.delete(
    '/stations/:id',
    { preHandler: admin, schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteStation(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
}
