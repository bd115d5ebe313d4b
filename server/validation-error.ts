/**
 * A schema failure (Ajv's first error) as a coded answer: the offending field's path and one code of
 * server/messages/validation.ts per schema keyword, with the schema's bound as `limit`.
 */
import type { MessageCode, MessageParams } from './messages/catalog';

export interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const TYPE_CODES: Record<string, MessageCode> = {
  string: 'field_type_string',
  integer: 'field_type_integer',
  number: 'field_type_number',
  boolean: 'field_type_boolean',
  array: 'field_type_array',
  object: 'field_type_object',
  null: 'field_type_null',
};

/** The field a failure is about: a dotted path into the body, or the failing part (query, params…). */
export function fieldOf(e: AjvError, context: string | undefined): string | undefined {
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

function keywordCode(e: AjvError, field: string): MessageCode {
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required':
      return 'field_required';
    case 'additionalProperties':
      return 'field_not_allowed';
    case 'type':
      return TYPE_CODES[String(p.type)] ?? 'field_invalid';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'field_empty' : 'field_too_short';
    case 'maxLength':
      return 'field_too_long';
    case 'minimum':
      return 'field_minimum';
    case 'maximum':
      return 'field_maximum';
    case 'minItems':
      return 'field_min_items';
    case 'maxItems':
      return 'field_max_items';
    case 'format':
      return p.format === 'email' ? 'field_email' : 'field_format';
    case 'pattern':
      if (p.pattern === '\\S') return 'field_blank';
      return field === 'image' || field.endsWith('.image') ? 'field_image' : 'field_format';
    case 'noNul':
      return 'field_nul';
    case 'multipleOf':
    case 'wholeCents':
      return 'field_decimals';
    case 'anyOf':
    case 'const':
    case 'enum':
      return 'field_value';
    default:
      return 'field_invalid';
  }
}

/** The code and parameters of a failure; a body that is wrong as a whole (no field) is a plain `bad_request`. */
export function validationProblem(e: AjvError, field: string | undefined): { code: MessageCode; params: MessageParams } {
  if (!field) return { code: 'bad_request', params: {} };
  const limit = e.params?.limit;
  return {
    code: keywordCode(e, field),
    params: { field, ...(typeof limit === 'number' || typeof limit === 'string' ? { limit } : {}) },
  };
}
