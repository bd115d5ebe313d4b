/**
 * Several reads in one request: `GET /api/batch?get=<path>&get=<path>…` answers each path (relative to /api, with
 * its query) as if it had been asked on its own with the same session, in the order asked. A first screen asks its
 * data this way (dataProvider/http/earlyScript.ts): one request instead of up to eleven, which a phone's six
 * connections per server would otherwise queue behind the app's own files. Each answer keeps its own status, so one
 * refused read does not refuse the others; the batch itself fails only on a malformed list.
 */
import { Type, type Static } from 'typebox';

/** at most this many reads per batch (a first screen asks eleven) */
export const BATCH_MAX = 16;

/**
 * A GET path under /api and its query: no scheme, host, `..` or fragment. The live stream (it never ends), photos
 * (not JSON) and a batch itself are not answered in a batch.
 */
export const BATCH_PATH_PATTERN = '^(?!batch|events|images)[a-z][a-z0-9_\\-]*(/[A-Za-z0-9_\\-]+)*(\\?[^#\\s]*)?$';

export const BatchQuery = Type.Object(
  {
    get: Type.Array(Type.String({ minLength: 1, maxLength: 300, pattern: BATCH_PATH_PATTERN }), {
      minItems: 1,
      maxItems: BATCH_MAX,
    }),
  },
  { additionalProperties: false },
);
export type BatchQuery = Static<typeof BatchQuery>;

export const BatchAnswer = Type.Object({
  /** the path as asked */
  path: Type.String(),
  status: Type.Integer(),
  /** its JSON answer (an error's body for a refused read), null when it has none */
  body: Type.Unknown(),
  /** a paged list's total (its `X-Total-Count`) */
  total: Type.Optional(Type.String()),
});
export type BatchAnswer = Static<typeof BatchAnswer>;

export const BatchResponse = Type.Object({ answers: Type.Array(BatchAnswer) });
export type BatchResponse = Static<typeof BatchResponse>;
