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
import { apiError } from '../errors';
import { setTotalCount } from '../paging';
import {
  createStation,
  deleteStation,
  findStation,
  listStations,
  updateStation,
  type StationRefusal,
} from '../repos/stations-repo';
import { loadStation } from '../audit/loaders';

/** A refused save: 404 for a station that is gone, 409 for a clash. */
function refusal(refused: StationRefusal) {
  if (refused.code === 'station_not_found') return apiError(404, refused.code);
  return apiError(409, refused.code, 'params' in refused ? refused.params : {}, refused.field);
}

export async function stationRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const readers = requireRole(ADMIN, CHEF);
  const admin = requireRole(ADMIN);
  const existing = async (id: number) => {
    const station = await findStation(app.db, id);
    if (!station) throw apiError(404, 'station_not_found');
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
    {
      config: { audit: { resource: 'stations', load: loadStation } },
      preHandler: admin,
      schema: { body: StationBody, response: { 201: StationResponse } },
    },
    async (request, reply) => {
      const saved = await createStation(app.db, request.body);
      if (!saved.ok) throw refusal(saved);
      return reply.status(201).send(await existing(saved.id));
    },
  );

  app.put(
    '/stations/:id',
    {
      config: { audit: { resource: 'stations', load: loadStation } },
      preHandler: admin,
      schema: { params: IdParams, body: StationBody, response: { 200: StationResponse } },
    },
    async (request) => {
      const saved = await updateStation(app.db, request.params.id, request.body);
      if (!saved.ok) throw refusal(saved);
      return existing(request.params.id);
    },
  );

  app.delete(
    '/stations/:id',
    {
      config: { audit: { resource: 'stations', load: loadStation } },
      preHandler: admin,
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      if (!(await deleteStation(app.db, request.params.id))) throw apiError(404, 'station_not_found');
      return reply.status(204).send();
    },
  );
}
