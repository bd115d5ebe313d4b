/**
 * fetch wrapper for the API: adds the bearer token, parses JSON, and turns error bodies
 * (`{statusCode, error, message, field}`) into react-admin HttpErrors carrying the status and the server's
 * message; a failure the server did not word (no connection, an error without a message) carries a code whose
 * translation key is the error's message (`comedor.errors.<code>`), so the screens show it in their language.
 * Every call of every app passes here through the data provider; a 401 carries the token it was sent with
 * (`sentToken`), so authProvider.checkError (run by react-admin's useDataProvider) ends that session only if it
 * is still the current one; a 403 keeps it.
 */
import { HttpError } from 'react-admin';
import { getToken } from './session';
import { API_URL } from './apiUrl';
import { takeEarlyAnswer } from './earlyRequests';

/** An early answer given up when the caller's signal aborts (the first script's own request goes on, unread). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** skip the Authorization header (login, signup) */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Content-Type of a raw file body (a Blob is sent as is) */
  contentType?: string;
  /** sent as `Idempotency-Key`: a retry with the same key and body gets the first answer (server/plugins/idempotency.ts) */
  idempotencyKey?: string;
}

/** A 401 from apiFetch: the token the call was sent with (null for an anonymous call). */
export interface RefusedSession {
  status: 401;
  sentToken: string | null;
}

/** A failure the client words itself; src/ui/errorMessage.ts maps it to a translation key. */
export type ApiErrorCode = 'network' | 'server' | 'http';

export const apiErrorKey = (code: ApiErrorCode) => `comedor.errors.${code}`;

/** A failure of the data layer itself (a resource or operation it does not know, a record not in the list). */
export type ClientErrorCode = 'unknown_resource' | 'unsupported_operation' | 'record_missing' | 'unknown_bulk_action';

/** An Error whose message is the translation key and whose body carries the code and its parameters, as errorMessage reads them. */
export function clientError(
  code: ClientErrorCode,
  params: Record<string, string> = {},
): Error & { body: { code: string; params: Record<string, string> } } {
  return Object.assign(new Error(`comedor.errors.${code}`), { body: { code, params } });
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_URL}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiFetch<T = unknown>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const isFile = typeof Blob !== 'undefined' && opts.body instanceof Blob;
  if (isFile) headers.set('Content-Type', opts.contentType ?? 'application/octet-stream');
  else if (opts.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = getToken();
  const sentToken = token && !opts.anonymous ? token : null;
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
  if (opts.idempotencyKey) headers.set('Idempotency-Key', opts.idempotencyKey);
  const url = buildUrl(path, opts.query);
  let response: Response;
  try {
    // the page's first script may have asked already (earlyRequests.ts); null: it failed, ask now
    const early = (opts.method ?? 'GET') === 'GET' ? takeEarlyAnswer(url, token) : undefined;
    response =
      (early && (await abortable(early, opts.signal))) ||
      (await fetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : isForm || isFile ? (opts.body as FormData | Blob) : JSON.stringify(opts.body),
        signal: opts.signal,
      }));
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new HttpError(apiErrorKey('network'), 0, { code: 'network' });
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  if (!response.ok) {
    const body = (json && typeof json === 'object' ? json : {}) as { message?: string };
    const code: ApiErrorCode = response.status >= 500 ? 'server' : 'http';
    const error = new HttpError(body.message || apiErrorKey(code), response.status, json ?? { code });
    // Which session the server refused: a late answer must not end a newer one (authProvider.checkError).
    if (response.status === 401) Object.assign(error, { sentToken } satisfies Pick<RefusedSession, 'sentToken'>);
    throw error;
  }
  return { status: response.status, headers: response.headers, json: json as T };
}
