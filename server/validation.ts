/**
 * Request validation. Query strings and path parameters arrive as text, so their schemas coerce ("5" → 5);
 * JSON bodies do not: a body with a wrong type is refused with a 400 naming the field.
 */
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { hasWholeCents } from '../model/money';

const common: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false, addUsedSchema: false };

function withFormats(ajv: Ajv): Ajv {
  (addFormats.default ?? addFormats)(ajv);
  // Money fields (the `Money` schema of model/schemas.ts): at most two decimals, exactly.
  ajv.addKeyword({ keyword: 'wholeCents', type: 'number', schemaType: 'boolean', validate: (on: boolean, value: number) => !on || hasWholeCents(value), errors: false });
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const strictAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const coercingAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema as object),
  );
}
