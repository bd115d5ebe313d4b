/**
 * react-admin data provider mapping each resource onto the API's paths (the OpenAPI document, /api/docs): the irregular
 * ones live in ./resources/*. Paged lists send page/size/sort/order/q and read X-Total-Count.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { apiFetch, clientError } from './http/httpClient';
import { RESOURCES } from './resources';
import type { Query, ResourceMapping, Row } from './resources/resourceMapping';
import { customMethods, type CustomMethods } from './methods';

function mappingOf(resource: string): ResourceMapping {
  const mapping = RESOURCES[resource];
  if (!mapping) throw clientError('unknown_resource', { resource });
  return mapping;
}

function unsupported(resource: string, action: string): never {
  throw clientError('unsupported_operation', { action, resource });
}

/** The API's largest page (model/schemas.ts ListQuery). */
const MAX_PAGE_SIZE = 200;

function listQuery(mapping: ResourceMapping, params: GetListParams): Query {
  const filter = (params.filter ?? {}) as Row;
  const query: Query = {};
  if (typeof filter.q === 'string' && filter.q.trim()) query.q = filter.q.trim();
  for (const key of mapping.filters ?? []) {
    const v = filter[key];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') query[key] = v;
  }
  if (mapping.mapFilter) Object.assign(query, mapping.mapFilter(filter));
  if (mapping.paged) {
    // An export asks for more than a page may hold: the API then answers the whole filtered, sorted list.
    if (params.pagination && params.pagination.perPage <= MAX_PAGE_SIZE) {
      query.page = params.pagination.page;
      query.size = params.pagination.perPage;
    }
    if (params.sort?.field) {
      query.sort = params.sort.field;
      query.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
    }
  }
  return query;
}

async function fetchAll(mapping: ResourceMapping, query: Query = {}): Promise<Row[]> {
  const { json } = await apiFetch<Row[]>(mapping.list, { query });
  return Array.isArray(json) ? json : [];
}

async function getOneRow(resource: string, id: Identifier): Promise<Row> {
  const mapping = mappingOf(resource);
  if (mapping.one) return (await apiFetch<Row>(mapping.one(id))).json;
  const row = (await fetchAll(mapping)).find((r) => String(r.id) === String(id));
  if (!row) throw clientError('record_missing');
  return row;
}

/** Client-side sort and page for the short lists the API returns whole (rewards, allergens). */
function pageLocally(rows: Row[], params: GetListParams): { data: Row[]; total: number } {
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  const sorted = field
    ? [...rows].sort((a, b) => {
        const x = a[field] as string | number;
        const y = b[field] as string | number;
        return (x < y ? -1 : x > y ? 1 : 0) * (order === 'DESC' ? -1 : 1);
      })
    : rows;
  if (!params.pagination) return { data: sorted, total: sorted.length };
  const { page, perPage } = params.pagination;
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

/** react-admin's CRUD methods and the typed custom ones; screens get it from `useComedorDataProvider()`. */
export type ComedorDataProvider = DataProvider & CustomMethods;
export type { CustomMethods } from './methods';

export const dataProvider: ComedorDataProvider = {
  async getList(resource, params) {
    const mapping = mappingOf(resource);
    const query = listQuery(mapping, params);
    const { json, headers } = await apiFetch<Row[]>(mapping.list, { query });
    const rows = Array.isArray(json) ? json : [];
    if (!mapping.paged) return pageLocally(rows, params) as { data: never[]; total: number };
    const total = Number(headers.get('X-Total-Count') ?? rows.length);
    return { data: rows as never[], total: Number.isFinite(total) ? total : rows.length };
  },
  async getOne(resource, params) {
    return { data: (await getOneRow(resource, params.id)) as never };
  },
  async getMany(resource, params) {
    const rows = await Promise.all(params.ids.map((id) => getOneRow(resource, id)));
    return { data: rows as never[] };
  },
  async getManyReference(resource, params) {
    return dataProvider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  async create(resource, params) {
    const create = mappingOf(resource).create ?? unsupported(resource, 'create');
    const { json } = await apiFetch<RaRecord>(create.path, { method: 'POST', body: create.body(params.data as Row) });
    return { data: json as never };
  },
  async update(resource, params) {
    const update = mappingOf(resource).update ?? unsupported(resource, 'update');
    const { json } = await apiFetch<RaRecord>(update.path(params.id as string | number), {
      method: 'PUT',
      body: update.body(params.data as Row),
    });
    return { data: json as never };
  },
  async updateMany(resource, params) {
    const mapping = mappingOf(resource);
    if (mapping.bulkUpdate) {
      await apiFetch(`${mapping.list}/bulk`, {
        method: 'PUT',
        body: { ids: params.ids, ...mapping.bulkUpdate(params.data as Row) },
      });
      return { data: params.ids };
    }
    await Promise.all(params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: { id } })));
    return { data: params.ids };
  },
  async delete(resource, params) {
    const remove = mappingOf(resource).remove ?? unsupported(resource, 'delete');
    await apiFetch(remove(params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  async deleteMany(resource, params) {
    const { bulkDelete, list } = mappingOf(resource);
    if (bulkDelete) {
      await apiFetch(`${list}/bulk`, { method: 'PUT', body: { ids: params.ids, ...bulkDelete } });
      return { data: params.ids };
    }
    const remove = mappingOf(resource).remove ?? unsupported(resource, 'delete');
    await Promise.all(params.ids.map((id) => apiFetch(remove(id), { method: 'DELETE' })));
    return { data: params.ids };
  },
  ...customMethods,
};
