/**
 * Request validation. Query strings and path parameters arrive as text, so their schemas coerce ("5" → 5);
 * JSON bodies do not: a body with a wrong type is refused with a 400 naming the field.
 *
 * Two rules hold for every input whatever its route's schema says, because the database cannot take them
 * (PostgreSQL refuses a NUL byte in text and an integer beyond int4): every string schema gets the `noNul`
 * keyword and every integer schema is bounded to int4, so both are a 400 naming the field, never a 500.
 */
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isEmailAddress } from '../model/email';
import { hasWholeCents } from '../model/money';

const common: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false, addUsedSchema: false };

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

function withFormats(ajv: Ajv): Ajv {
  // ajv-formats is CommonJS: its function is the default export under tsx and the module itself elsewhere.
  const add = (addFormats as unknown as { default?: (a: Ajv) => Ajv }).default ?? addFormats;
  add(ajv);
  // The one e-mail rule (model/email.ts) in place of ajv-formats' own, so the import and the JSON API agree.
  ajv.addFormat('email', isEmailAddress);
  // Money fields (the `Money` schema of model/schemas.ts): at most two decimals, exactly.
  ajv.addKeyword({
    keyword: 'wholeCents',
    type: 'number',
    schemaType: 'boolean',
    validate: (on: boolean, value: number) => !on || hasWholeCents(value),
    errors: false,
  });
  ajv.addKeyword({
    keyword: 'noNul',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: string) => !on || !data.includes('\u0000'),
  });
  return ajv;
}

const hasType = (node: Record<string, unknown>, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** A copy of the schema with the two database-wide rules added to every string and integer in it. */
export function hardenSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(hardenSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const node: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // `const`, `enum` and `default` hold values, not schemas.
    node[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : hardenSchema(value);
  }
  if (hasType(node, 'string')) node.noNul = true;
  if (hasType(node, 'integer')) {
    node.maximum = typeof node.maximum === 'number' ? Math.min(node.maximum, INT4_MAX) : INT4_MAX;
    node.minimum = typeof node.minimum === 'number' ? Math.max(node.minimum, INT4_MIN) : INT4_MIN;
  }
  return node;
}

export function registerValidation(app: FastifyInstance): void {
  const strictAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const coercingAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? strictAjv : coercingAjv).compile(hardenSchema(schema) as object),
  );
}
