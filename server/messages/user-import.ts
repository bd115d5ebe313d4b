/** The API's Spanish wording of the import's problems (model/user-import.ts returns codes). */
import {
  echoed,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportHeaderProblem,
  type ImportProblem,
  type ImportProblemCode,
} from '../../model/user-import';
import { ApiError } from '../errors';

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

const SPANISH_COLUMN: Record<ImportColumn, string> = {
  name: 'nombre',
  surname: 'apellidos',
  email: 'email',
  role: 'rol',
  points: 'puntos',
  active: 'activo',
};

/** The 400 for a refused header: the Spanish message, and the code with its parameters for the screens. */
export function importHeaderError(problem: ImportHeaderProblem): ApiError {
  switch (problem.code) {
    case 'import_unknown_columns': {
      const more = problem.more > 0 ? ` y ${problem.more} más` : '';
      return new ApiError(
        400,
        `Columnas desconocidas: ${problem.columns.map(quoted).join(', ')}${more}. Usa nombre, apellidos, email, rol, puntos y activo.`,
        'file',
        {
          code: problem.code,
          params: { columns: `${problem.columns.join(', ')}${problem.more > 0 ? ` (+${problem.more})` : ''}` },
        },
      );
    }
    case 'import_repeated_column':
      return new ApiError(400, `La columna ${quoted(problem.column)} aparece dos veces.`, 'file', {
        code: problem.code,
        params: { column: problem.column },
      });
    case 'import_missing_columns':
      // one code per set (name, email or both), so each language names the columns its own way
      return new ApiError(400, `Faltan las columnas: ${problem.columns.map((c) => SPANISH_COLUMN[c]).join(', ')}.`, 'file', {
        code: `import_missing_${problem.columns.join('_')}`,
      });
  }
}

/** The column a cell is under, in Spanish: its header as written (at most a few dozen characters). */
function columnName(header: readonly string[], index: number): string {
  const name = header[index]?.trim();
  return name ? echoed(name.slice(0, 40)) : `${index + 1}`;
}

/** The 400 for a cell holding a control character (a NUL byte, a line break inside quotes…), naming the cell. */
export function importControlCharacterError(line: number, header: readonly string[], index: number, char: string): ApiError {
  const column = columnName(header, index);
  return new ApiError(
    400,
    `Línea ${line}, columna ${quoted(column)}: la celda contiene un carácter de control (${char}). Quítalo y vuelve a subir el archivo.`,
    'file',
    { code: 'import_control_character', params: { line, column, char } },
  );
}

/** The 400 for a record with more cells than any import needs (reading stopped there). */
export function importTooWideError(line: number): ApiError {
  return new ApiError(400, `La línea ${line} tiene más de ${IMPORT_MAX_COLUMNS} columnas.`, 'file', {
    code: 'import_too_many_columns',
    params: { line, max: IMPORT_MAX_COLUMNS },
  });
}

/** The 400 for a file with more rows than one import takes (reading stopped at the limit). */
export function importTooManyRowsError(): ApiError {
  return new ApiError(400, `El archivo tiene más de ${IMPORT_MAX_ROWS} filas; divídelo en varios.`, 'file', {
    code: 'import_too_many_rows',
    params: { max: IMPORT_MAX_ROWS },
  });
}
