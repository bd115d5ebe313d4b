/**
 * Every error leaves the API as JSON `{statusCode, error, message, code, params, field?}`: a code of
 * server/messages (the screens word it in their language) with its parameters, and its Spanish text as
 * `message`. Validation failures name the offending field; unexpected errors are logged and answered as a 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spanishMessage as wordCode, type MessageCode, type MessageParams } from './messages/catalog';
import { fieldOf, validationProblem, type AjvError } from './validation-error';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** extra properties of the error body, e.g. the `nextHour` of a full pick-up slot */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The one way to refuse a request: a status, a code of server/messages (its Spanish text becomes `message`),
 * its parameters and the offending field. The body carries `code` and `params` for the screens to word, and
 * `extra` properties some answers have always carried (a full slot's `nextHour`, a pause's end).
 */
export function apiError(
  statusCode: number,
  code: MessageCode,
  params: MessageParams = {},
  field?: string,
  extra?: Record<string, unknown>,
): ApiError {
  return new ApiError(statusCode, wordCode(code, params), field, { ...extra, code, params });
}

interface DatabaseError {
  code?: string;
  message?: string;
}

/** The PostgreSQL error behind a failed query (Drizzle wraps it as `cause`). */
function databaseError(err: Error & { cause?: unknown }): DatabaseError | null {
  const cause = (err.cause ?? err) as DatabaseError;
  return typeof cause?.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code) ? cause : null;
}

/**
 * What an unexpected error may put in the log: its kind, the database's code and message, the query's text
 * and the stack frames. Never the query's parameters (Drizzle writes them into its message: an e-mail, a
 * password hash), the database's `detail` (it repeats the offending value) nor anything of the request body.
 */
export function loggableError(err: Error & { cause?: unknown; code?: unknown }): Record<string, unknown> {
  const db = databaseError(err);
  const firstLine = (err.message ?? '').split('\n')[0];
  return {
    type: err.name,
    ...(typeof err.code === 'string' ? { code: err.code } : {}),
    message: firstLine.slice(0, 500),
    ...(db
      ? {
          dbCode: db.code,
          dbMessage: String(db.message ?? '')
            .split('\n')[0]
            .slice(0, 300),
        }
      : {}),
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/** The JSON body of a coded answer, for a route that answers without throwing. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: MessageCode;
  params: MessageParams;
  field?: string;
}

export function errorBody(status: number, code: MessageCode, params: MessageParams = {}, field?: string): ErrorBody {
  return {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message: wordCode(code, params),
    code,
    params,
    ...(field ? { field } : {}),
  };
}

/** Answers an unknown route with the JSON error format. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send(errorBody(404, 'route_not_found', { method: request.method, path: request.url.split('?')[0] }));
}

/** The code of a 4xx Fastify raised itself (a body it could not read, too many requests…). */
function requestCode(err: FastifyError, status: number): MessageCode {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
    return 'invalid_json';
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_attempts';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  return 'bad_request';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      err: FastifyError & { validation?: AjvError[]; validationContext?: string; headers?: Record<string, string> },
      request,
      reply,
    ) => {
      if (err instanceof ApiError) {
        return reply.status(err.statusCode).send({
          statusCode: err.statusCode,
          error: STATUS_TEXT[err.statusCode] ?? 'Error',
          message: err.message,
          ...(err.field ? { field: err.field } : {}),
          ...err.details,
        });
      }
      if (err.validation && err.validation.length) {
        const first = err.validation[0];
        const field = fieldOf(first, err.validationContext);
        const { code, params } = validationProblem(first, field);
        return reply.status(400).send(errorBody(400, code, params, field));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429 && err.headers) reply.headers(err.headers);
        return reply.status(status).send(errorBody(status, requestCode(err, status)));
      }
      // Two requests racing for the same unique value (an e-mail at sign-up): the loser gets what a later one would.
      if (databaseError(err)?.code === '23505') {
        return reply.status(409).send(errorBody(409, 'duplicate_record'));
      }
      request.log.error({ err: loggableError(err) }, 'unexpected error');
      return reply.status(500).send(errorBody(500, 'internal'));
    },
  );
}
