/**
 * Every error leaves the API as JSON `{statusCode, error, message, field?}` with a Spanish message.
 * Validation failures name the offending field; unexpected errors are logged and answered as a plain 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spanishMessage as wordCode, type MessageCode, type MessageParams } from './messages/catalog';

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
 * its parameters and the offending field. The body carries `code` and `params` for the screens to word.
 */
export function apiError(statusCode: number, code: MessageCode, params: MessageParams = {}, field?: string): ApiError {
  return new ApiError(statusCode, wordCode(code, params), field, { code, params });
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Inicia sesión para continuar.') => new ApiError(401, message);
export const forbidden = (message = 'No tienes permiso para hacer esto.') => new ApiError(403, message);
export const notFound = (message = 'No encontrado.') => new ApiError(404, message);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);
export const serviceUnavailable = (message: string) => new ApiError(503, message);

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

function fieldOf(e: AjvError, context: string | undefined): string | undefined {
  const path = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  // Ajv 8 names the missing property `missingProperty` (older versions: `requiredProperty`).
  const missing = e.params?.missingProperty ?? e.params?.requiredProperty;
  if (e.keyword === 'required' && typeof missing === 'string') {
    return path ? `${path}.${missing}` : missing;
  }
  if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
    return path ? `${path}.${e.params.additionalProperty}` : e.params.additionalProperty;
  }
  return path || (context === 'body' ? undefined : context);
}

function spanishMessage(e: AjvError, field: string | undefined): string {
  const f = field ? `«${field}»` : 'La petición';
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required':
      return `Falta el campo ${f}.`;
    case 'additionalProperties':
      return `El campo ${f} no está permitido.`;
    case 'type':
      return `El campo ${f} debe ser ${TYPE_NAMES[String(p.type)] ?? String(p.type)}.`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `El campo ${f} no puede estar vacío.`
        : `El campo ${f} debe tener al menos ${String(p.limit)} caracteres.`;
    case 'maxLength':
      return `El campo ${f} no puede superar los ${String(p.limit)} caracteres.`;
    case 'minimum':
      return `El campo ${f} debe ser como mínimo ${String(p.limit)}.`;
    case 'maximum':
      return `El campo ${f} debe ser como máximo ${String(p.limit)}.`;
    case 'minItems':
      return `El campo ${f} debe tener al menos ${String(p.limit)} elemento(s).`;
    case 'maxItems':
      return `El campo ${f} admite como máximo ${String(p.limit)} elementos.`;
    case 'format':
      return p.format === 'email'
        ? `El campo ${f} debe ser un correo electrónico válido.`
        : `El campo ${f} no tiene un formato válido.`;
    case 'pattern':
      if (p.pattern === '\\S') return `El campo ${f} no puede estar vacío ni tener solo espacios.`;
      return field === 'image' || field?.endsWith('.image')
        ? `El campo ${f} debe ser una imagen subida a Comedor o estar vacío.`
        : `El campo ${f} no tiene un formato válido.`;
    case 'noNul':
      return `El campo ${f} contiene un carácter nulo, que no se admite.`;
    case 'multipleOf':
    case 'wholeCents':
      return `El campo ${f} admite como máximo dos decimales.`;
    case 'anyOf':
    case 'const':
    case 'enum':
      return `El campo ${f} tiene un valor no permitido.`;
    default:
      return `El campo ${f} no es válido.`;
  }
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

/** Answers an unknown route with the JSON error format. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(404)
    .send({ statusCode: 404, error: 'Not Found', message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.` });
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
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: spanishMessage(first, field), ...(field ? { field } : {}) });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError
            ? 'El cuerpo de la petición no es un JSON válido.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Tipo de contenido no admitido.'
              : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
                ? 'La petición es demasiado grande.'
                : status === 429
                  ? 'Demasiados intentos. Espera un poco y vuelve a probar.'
                  : 'La petición no es válida.';
        if (status === 429 && err.headers) reply.headers(err.headers);
        return reply.status(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message });
      }
      // Two requests racing for the same unique value (an e-mail at sign-up): the loser gets what a later one would.
      if (databaseError(err)?.code === '23505') {
        return reply.status(409).send({ statusCode: 409, error: 'Conflict', message: 'Ya existe un registro con esos datos.' });
      }
      request.log.error({ err: loggableError(err) }, 'unexpected error');
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Error interno del servidor.' });
    },
  );
}
