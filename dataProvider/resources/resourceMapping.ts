/**
 * How one react-admin resource maps onto the API's (irregular) paths. The generic data provider in
 * ../index.ts walks these tables; each resource file only says what differs.
 */
import type { RequestOptions } from '../http/httpClient';

export type Query = NonNullable<RequestOptions['query']>;
export type Row = Record<string, unknown>;

export interface ResourceMapping {
  /** GET path of the list (paged by the server when `paged`) */
  list: string;
  /** true when the list accepts page/size/sort/order/q and answers X-Total-Count */
  paged: boolean;
  /** filters passed through as query parameters (others are ignored) */
  filters?: readonly string[];
  /** filters whose query parameter differs from the react-admin filter (e.g. `withdrawn` → `active`) */
  mapFilter?: (filter: Row) => Query;
  /** GET path of one record; without it the record is looked up in the list */
  one?: (id: string | number) => string;
  create?: { path: string; body: (data: Row) => Row };
  update?: { path: (id: string | number) => string; body: (data: Row) => Row };
  remove?: (id: string | number) => string;
  /** body of `PUT <list>/bulk` (without `ids`) for updateMany's data: one request, one transaction */
  bulkUpdate?: (data: Row) => Row;
  /** body of `PUT <list>/bulk` (without `ids`) for deleteMany */
  bulkDelete?: Row;
}

/** Keeps only the listed keys whose value is not undefined. */
export function pick(data: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const k of keys) if (data[k] !== undefined) out[k] = data[k];
  return out;
}

export function toNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}
