/**
 * The import's problems: a row's problem in Spanish for the report (model/user-import.ts returns codes), and
 * the refusals of a whole file as coded errors (their wording is in ./users.ts).
 */
import {
  echoed,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportHeaderProblem,
  type ImportProblem,
  type ImportProblemCode,
} from '../../model/user-import';
import { apiError, type ApiError } from '../errors';
import type { MessageCode } from './catalog';

const quoted = (value: string | number | undefined) => `«${String(value ?? '')}»`;

const ROW: Record<ImportProblemCode, (p: Record<string, string | number>) => string> = {
  extra_cells: () => 'La fila tiene más columnas que la cabecera.',
  name_missing: () => 'Falta el nombre.',
  name_too_long: (p) => `El nombre supera los ${p.max} caracteres.`,
  surname_too_long: (p) => `Los apellidos superan los ${p.max} caracteres.`,
  email_missing: () => 'Falta el email.',
  email_invalid: (p) => `Email no válido: ${quoted(p.value)}.`,
  role_unknown: (p) => `Rol desconocido: ${quoted(p.value)} (Administrador, Usuario, Encargado o Pantalla).`,
  points_invalid: (p) => `Puntos no válidos: ${quoted(p.value)} (un número entero de 0 a 1 000 000).`,
  active_invalid: (p) => `Valor de «activo» no válido: ${quoted(p.value)} (sí o no).`,
  email_repeated: (p) => `Email repetido en el archivo (ya en la línea ${p.line}).`,
  email_taken: () => 'Ya existe una cuenta con este email.',
};

/** One row problem in Spanish, as POST users/import's report words it. */
export function spanishImportProblem(problem: ImportProblem): string {
  return ROW[problem.code](problem.params ?? {});
}

const MISSING: Record<string, MessageCode> = {
  name: 'import_missing_name',
  email: 'import_missing_email',
  'name email': 'import_missing_name_email',
};

/** The 400 for a refused header, with the code and parameters for the screens. */
export function importHeaderError(problem: ImportHeaderProblem): ApiError {
  switch (problem.code) {
    case 'import_unknown_columns': {
      const columns = problem.columns.map(quoted).join(', ');
      return problem.more > 0
        ? apiError(400, 'import_unknown_columns_more', { columns, more: problem.more }, 'file')
        : apiError(400, 'import_unknown_columns', { columns }, 'file');
    }
    case 'import_repeated_column':
      return apiError(400, 'import_repeated_column', { column: problem.column }, 'file');
    case 'import_missing_columns':
      // one code per set (name, email or both), so each language names the columns its own way
      return apiError(400, MISSING[problem.columns.join(' ')] ?? 'import_missing_name_email', {}, 'file');
  }
}

/** The column a cell is under: its header as written (at most a few dozen characters), else its number. */
function columnName(header: readonly string[], index: number): string {
  const name = header[index]?.trim();
  return name ? echoed(name.slice(0, 40)) : `${index + 1}`;
}

/** The 400 for a cell holding a control character (a NUL byte, a line break inside quotes…), naming the cell. */
export function importControlCharacterError(line: number, header: readonly string[], index: number, char: string): ApiError {
  return apiError(400, 'import_control_character', { line, column: columnName(header, index), char }, 'file');
}

/** The 400 for a record with more cells than any import needs (reading stopped there). */
export const importTooWideError = (line: number) =>
  apiError(400, 'import_too_many_columns', { line, max: IMPORT_MAX_COLUMNS }, 'file');

/** The 400 for a file with more rows than one import takes (reading stopped at the limit). */
export const importTooManyRowsError = () => apiError(400, 'import_too_many_rows', { max: IMPORT_MAX_ROWS }, 'file');
