/**
 * Codes of a body, query or path that breaks its schema: one per schema keyword (server/validation-error.ts
 * picks it), `%{field}` the offending field's path and `%{limit}` the schema's bound.
 */
export const VALIDATION_MESSAGES = {
  field_required: 'Falta el campo «%{field}».',
  field_not_allowed: 'El campo «%{field}» no está permitido.',
  field_type_string: 'El campo «%{field}» debe ser un texto.',
  field_type_integer: 'El campo «%{field}» debe ser un número entero.',
  field_type_number: 'El campo «%{field}» debe ser un número.',
  field_type_boolean: 'El campo «%{field}» debe ser verdadero o falso.',
  field_type_array: 'El campo «%{field}» debe ser una lista.',
  field_type_object: 'El campo «%{field}» debe ser un objeto.',
  field_type_null: 'El campo «%{field}» debe ser nulo.',
  field_empty: 'El campo «%{field}» no puede estar vacío.',
  field_too_short: 'El campo «%{field}» debe tener al menos %{limit} caracteres.',
  field_too_long: 'El campo «%{field}» no puede superar los %{limit} caracteres.',
  field_minimum: 'El campo «%{field}» debe ser como mínimo %{limit}.',
  field_maximum: 'El campo «%{field}» debe ser como máximo %{limit}.',
  field_min_items: 'El campo «%{field}» debe tener al menos %{limit} elemento(s).',
  field_max_items: 'El campo «%{field}» admite como máximo %{limit} elementos.',
  field_email: 'El campo «%{field}» debe ser un correo electrónico válido.',
  field_format: 'El campo «%{field}» no tiene un formato válido.',
  field_blank: 'El campo «%{field}» no puede estar vacío ni tener solo espacios.',
  field_image: 'El campo «%{field}» debe ser una imagen subida a Comedor o estar vacío.',
  field_nul: 'El campo «%{field}» contiene un carácter nulo, que no se admite.',
  field_decimals: 'El campo «%{field}» admite como máximo dos decimales.',
  field_value: 'El campo «%{field}» tiene un valor no permitido.',
  field_invalid: 'El campo «%{field}» no es válido.',
} as const;
