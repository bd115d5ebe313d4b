/**
 * Shared list paging and sorting for GET users, complaints, dishes and orders: `page` (1-based), `size`,
 * `sort` (checked against a whitelist of sortable fields), `order` (ASC/DESC). When `page` or `size` is
 * given the route answers one page and sends the total in `X-Total-Count`; otherwise the whole list.
 * Reading the query is part of reading the request: a field the list cannot sort by is the client's 400.
 */
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { apiError } from './errors';

export interface ListQueryParams {
  page?: number;
  size?: number;
  sort?: string;
  order?: string;
  q?: string;
}

export interface Paging {
  /** true when the caller asked for a page (then send the total) */
  paged: boolean;
  limit: number | null;
  offset: number;
  orderBy: SQL[];
}

export type Sortable = Record<string, AnyColumn | SQL | SQL.Aliased>;

const DEFAULT_PAGE_SIZE = 10;

/**
 * @param sortable API field name → column/expression allowed in ORDER BY
 * @param fallback default sort when `sort` is absent, e.g. `{ sort: 'id', order: 'ASC' }`
 * @param tieBreaker appended so pages are stable (usually the id column)
 */
export function parsePaging(
  query: ListQueryParams,
  sortable: Sortable,
  fallback: { sort: string; order: 'ASC' | 'DESC' },
  tieBreaker?: AnyColumn,
): Paging {
  const sortField = query.sort ?? fallback.sort;
  if (!Object.hasOwn(sortable, sortField)) {
    throw apiError(400, 'sort_field_invalid', { field: sortField }, 'sort');
  }
  const direction = (query.order ?? (query.sort ? 'ASC' : fallback.order)).toUpperCase() === 'DESC' ? desc : asc;
  const column = sortable[sortField];
  const orderBy: SQL[] = [direction(column)];
  if (tieBreaker) orderBy.push(direction(tieBreaker));
  const paged = query.page !== undefined || query.size !== undefined;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return { paged, limit: paged ? size : null, offset: paged ? (page - 1) * size : 0, orderBy };
}

/** Applies ORDER BY, LIMIT and OFFSET to a dynamic select (`db.select()...$dynamic()`). */
export function withPaging<T extends PgSelect>(qb: T, paging: Paging): T {
  let q = qb.orderBy(...paging.orderBy);
  if (paging.limit !== null) q = q.limit(paging.limit).offset(paging.offset);
  return q;
}

/** Sends the total of a paged list in `X-Total-Count`, readable by a browser on another origin. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header('X-Total-Count', String(total));
  reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
