/**
 * Importing users from a CSV file (POST users/import): which headers are understood (Spanish or English),
 * how each cell is read, and what is wrong with each row. Pure: the server adds which e-mails already exist.
 * Problems are codes with parameters: the admin's preview translates them (`data.import.problem.<code>`,
 * `comedor.errors.<code>` for the header's), the server words them in Spanish (server/routes/users-import.ts).
 */
import { isEmailAddress } from './email';
import { CUSTOMER, ROLES, type RoleName } from './roles';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Cells a record may have: reading stops at the first record with more (a header of thousands of `;`). */
export const IMPORT_MAX_COLUMNS = 50;
/** How much of a cell a problem repeats back, and how many unknown columns the header's problem names. */
export const IMPORT_ECHO_MAX = 200;
export const IMPORT_LISTED_MAX = 10;
/** Stored instead of a password hash: no password verifies against it, so the account needs the e-mailed link. */
export const NO_PASSWORD = '!sin-contraseña';

export type ImportColumn = 'name' | 'surname' | 'email' | 'role' | 'points' | 'active';
/** The downloadable template's header row. */
export const IMPORT_TEMPLATE = ['nombre', 'apellidos', 'email', 'rol', 'puntos', 'activo'] as const;

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const HEADERS: Record<string, ImportColumn | 'ignore'> = {
  nombre: 'name',
  name: 'name',
  apellidos: 'surname',
  apellido: 'surname',
  surname: 'surname',
  email: 'email',
  'e-mail': 'email',
  correo: 'email',
  'correo electronico': 'email',
  rol: 'role',
  role: 'role',
  puntos: 'points',
  points: 'points',
  activo: 'active',
  active: 'active',
  // the users export has an Id column: a re-imported export simply ignores it
  id: 'ignore',
};

const ROLE_WORDS: Record<string, RoleName> = {
  ...Object.fromEntries(ROLES.map((r) => [strip(r.name), r.name])),
  admin: 'Administrador',
  administrator: 'Administrador',
  user: 'Usuario',
  customer: 'Usuario',
  cliente: 'Usuario',
  chef: 'Encargado',
  kitchen: 'Encargado',
  cocina: 'Encargado',
};
const YES = new Set(['si', 's', 'true', '1', 'yes', 'y', 'x', 'activo', 'active']);
const NO = new Set(['no', 'n', 'false', '0', 'inactivo', 'inactive']);

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A cell's text as a problem repeats it: at most IMPORT_ECHO_MAX characters, and the invisible ones (a
 * zero-width space, a control character) shown by their code, [U+200B], so the admin sees what is wrong.
 */
export function echoed(value: string): string {
  const short = value.length > IMPORT_ECHO_MAX ? `${value.slice(0, IMPORT_ECHO_MAX)}…` : value;
  return short.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `[${codePoint(c)}]`);
}

/** Control characters no cell may hold: NUL to U+001F (a line break too) but the tab, DEL and U+0080–U+009F. */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || (code >= 0x7f && code <= 0x9f);

/** The first control character in a cell, as `U+0000`, or null. */
export function controlCharacterIn(cell: string): string | null {
  for (let i = 0; i < cell.length; i++) if (isControl(cell.charCodeAt(i))) return codePoint(cell[i]);
  return null;
}

/** What is wrong with one row. */
export type ImportProblemCode =
  | 'extra_cells'
  | 'name_missing'
  | 'name_too_long'
  | 'surname_too_long'
  | 'email_missing'
  | 'email_invalid'
  | 'role_unknown'
  | 'points_invalid'
  | 'active_invalid'
  | 'email_repeated'
  | 'email_taken';

export interface ImportProblem {
  code: ImportProblemCode;
  /** `value` (the cell as written), `max` (a length), `line` (where a repeated e-mail first appears) */
  params?: Record<string, string | number>;
}

/** Why the whole file is refused: its header. */
export type ImportHeaderProblem =
  | { code: 'import_unknown_columns'; columns: string[]; more: number }
  | { code: 'import_repeated_column'; column: string }
  | { code: 'import_missing_columns'; columns: ImportColumn[] };

export const IMPORT_NAME_MAX = 80;

export interface ImportRow {
  /** the record's number in the file, the header being 1 */
  line: number;
  name: string;
  surname: string;
  email: string;
  role: RoleName | null;
  points: number | null;
  active: boolean | null;
  problems: ImportProblem[];
}

/** Maps the header row to columns, or says why the whole file is refused. */
export function readImportHeader(
  header: readonly string[],
): { columns: (ImportColumn | 'ignore')[] } | { problem: ImportHeaderProblem } {
  const columns = header.map((h) => HEADERS[strip(h)]);
  const unknown = [...new Set(header.filter((_, i) => !columns[i]))];
  if (unknown.length) {
    // named once each, and only the first few: a header of thousands of columns gets a short answer
    const columns = unknown.slice(0, IMPORT_LISTED_MAX).map((c) => echoed(c));
    return { problem: { code: 'import_unknown_columns', columns, more: unknown.length - columns.length } };
  }
  const known = columns;
  const repeated = known.findIndex((c, i) => c !== 'ignore' && known.indexOf(c) !== i);
  if (repeated >= 0) return { problem: { code: 'import_repeated_column', column: echoed(header[repeated]) } };
  const missing = (['name', 'email'] as const).filter((c) => !known.includes(c));
  if (missing.length) return { problem: { code: 'import_missing_columns', columns: missing } };
  return { columns: known };
}

function readRow(cells: readonly string[], columns: readonly (ImportColumn | 'ignore')[], line: number): ImportRow {
  const cell = (c: ImportColumn) => (cells[columns.indexOf(c)] ?? '').trim();
  const row: ImportRow = {
    line,
    name: cell('name'),
    surname: cell('surname'),
    email: cell('email').toLowerCase(),
    role: null,
    points: null,
    active: null,
    problems: [],
  };
  if (cells.length > columns.length) row.problems.push({ code: 'extra_cells' });
  if (!row.name) row.problems.push({ code: 'name_missing' });
  else if (row.name.length > IMPORT_NAME_MAX) row.problems.push({ code: 'name_too_long', params: { max: IMPORT_NAME_MAX } });
  if (row.surname.length > IMPORT_NAME_MAX) row.problems.push({ code: 'surname_too_long', params: { max: IMPORT_NAME_MAX } });
  if (!row.email) row.problems.push({ code: 'email_missing' });
  // the JSON API's rule (model/email.ts): no look-alike letters, invisible or control characters
  else if (!isEmailAddress(row.email)) row.problems.push({ code: 'email_invalid', params: { value: echoed(row.email) } });
  const role = cell('role');
  row.role = role ? (ROLE_WORDS[strip(role)] ?? null) : CUSTOMER;
  if (!row.role) row.problems.push({ code: 'role_unknown', params: { value: echoed(role) } });
  const points = cell('points');
  row.points = points === '' ? 0 : /^\d{1,7}$/.test(points) && Number(points) <= 1_000_000 ? Number(points) : null;
  if (row.points === null) row.problems.push({ code: 'points_invalid', params: { value: echoed(points) } });
  const active = strip(cell('active'));
  row.active = active === '' || YES.has(active) ? true : NO.has(active) ? false : null;
  if (row.active === null) row.problems.push({ code: 'active_invalid', params: { value: echoed(cell('active')) } });
  return row;
}

/**
 * Checks records one at a time, in file order (so a caller can pause between them): `check(cells, index)` reads
 * the record at `index` (0 = the first after the header) and returns its row, or null for a blank line. An
 * e-mail repeated in the file is a problem from its second appearance on; `registered` says whether an e-mail
 * already has an account.
 */
export function importRowChecker(
  columns: readonly (ImportColumn | 'ignore')[],
  registered: (email: string) => boolean,
): (cells: readonly string[], index: number) => ImportRow | null {
  const firstLine = new Map<string, number>();
  return (cells, index) => {
    if (cells.every((c) => c.trim() === '')) return null;
    const row = readRow(cells, columns, index + 2);
    if (row.email) {
      const seen = firstLine.get(row.email);
      if (seen !== undefined) row.problems.push({ code: 'email_repeated', params: { line: seen } });
      else firstLine.set(row.email, row.line);
      if (registered(row.email)) row.problems.push({ code: 'email_taken' });
    }
    return row;
  };
}

/** Reads and checks every record after the header (importRowChecker over all of them); blank lines are skipped. */
export function checkImportRows(
  records: readonly (readonly string[])[],
  columns: readonly (ImportColumn | 'ignore')[],
  registered: (email: string) => boolean,
): ImportRow[] {
  const check = importRowChecker(columns, registered);
  const rows: ImportRow[] = [];
  records.forEach((cells, i) => {
    const row = check(cells, i);
    if (row) rows.push(row);
  });
  return rows;
}
