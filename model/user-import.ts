/**
 * Importing users from a CSV file (POST users/import): which headers are understood (Spanish or English),
 * how each cell is read, and what is wrong with each row. Pure: the server adds which e-mails already exist.
 */
import { CUSTOMER, ROLES, type RoleName } from './roles';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Stored instead of a password hash: no password verifies against it, so the account needs the e-mailed link. */
export const NO_PASSWORD = '!sin-contraseña';

export type ImportColumn = 'name' | 'surname' | 'email' | 'role' | 'points' | 'active';
/** The downloadable template's header row. */
export const IMPORT_TEMPLATE = ['nombre', 'apellidos', 'email', 'rol', 'puntos', 'activo'] as const;

const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

const HEADERS: Record<string, ImportColumn | 'ignore'> = {
  nombre: 'name', name: 'name',
  apellidos: 'surname', apellido: 'surname', surname: 'surname',
  email: 'email', 'e-mail': 'email', correo: 'email', 'correo electronico': 'email',
  rol: 'role', role: 'role',
  puntos: 'points', points: 'points',
  activo: 'active', active: 'active',
  // the users export has an Id column: a re-imported export simply ignores it
  id: 'ignore',
};

const ROLE_WORDS: Record<string, RoleName> = {
  ...Object.fromEntries(ROLES.map((r) => [strip(r.name), r.name])),
  admin: 'Administrador', administrator: 'Administrador', user: 'Usuario', customer: 'Usuario', cliente: 'Usuario',
  chef: 'Encargado', kitchen: 'Encargado', cocina: 'Encargado',
};
const YES = new Set(['si', 's', 'true', '1', 'yes', 'y', 'x', 'activo', 'active']);
const NO = new Set(['no', 'n', 'false', '0', 'inactivo', 'inactive']);
const EMAIL = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:]+$/;

export interface ImportRow {
  /** the record's number in the file, the header being 1 */
  line: number;
  name: string;
  surname: string;
  email: string;
  role: RoleName | null;
  points: number | null;
  active: boolean | null;
  problems: string[];
}

/** Maps the header row to columns, or says why the whole file is refused. */
export function readImportHeader(header: readonly string[]): { columns: (ImportColumn | 'ignore')[] } | { problem: string } {
  const columns = header.map((h) => HEADERS[strip(h)]);
  const unknown = header.filter((_, i) => !columns[i]);
  if (unknown.length) return { problem: `Columnas desconocidas: ${unknown.map((u) => `«${u}»`).join(', ')}. Usa nombre, apellidos, email, rol, puntos y activo.` };
  const known = columns;
  const repeated = known.findIndex((c, i) => c !== 'ignore' && known.indexOf(c) !== i);
  if (repeated >= 0) return { problem: `La columna «${header[repeated]}» aparece dos veces.` };
  const missing = (['name', 'email'] as const).filter((c) => !known.includes(c));
  if (missing.length) return { problem: `Faltan las columnas: ${missing.map((c) => (c === 'name' ? 'nombre' : 'email')).join(', ')}.` };
  return { columns: known };
}

function readRow(cells: readonly string[], columns: readonly (ImportColumn | 'ignore')[], line: number): ImportRow {
  const cell = (c: ImportColumn) => (cells[columns.indexOf(c)] ?? '').trim();
  const row: ImportRow = { line, name: cell('name'), surname: cell('surname'), email: cell('email').toLowerCase(), role: null, points: null, active: null, problems: [] };
  if (cells.length > columns.length) row.problems.push('La fila tiene más columnas que la cabecera.');
  if (!row.name) row.problems.push('Falta el nombre.');
  else if (row.name.length > 80) row.problems.push('El nombre supera los 80 caracteres.');
  if (row.surname.length > 80) row.problems.push('Los apellidos superan los 80 caracteres.');
  if (!row.email) row.problems.push('Falta el email.');
  else if (row.email.length > 254 || !EMAIL.test(row.email)) row.problems.push(`Email no válido: «${row.email}».`);
  const role = cell('role');
  row.role = role ? (ROLE_WORDS[strip(role)] ?? null) : CUSTOMER;
  if (!row.role) row.problems.push(`Rol desconocido: «${role}» (Administrador, Usuario, Encargado o Pantalla).`);
  const points = cell('points');
  row.points = points === '' ? 0 : /^\d{1,7}$/.test(points) && Number(points) <= 1_000_000 ? Number(points) : null;
  if (row.points === null) row.problems.push(`Puntos no válidos: «${points}» (un número entero de 0 a 1 000 000).`);
  const active = strip(cell('active'));
  row.active = active === '' || YES.has(active) ? true : NO.has(active) ? false : null;
  if (row.active === null) row.problems.push(`Valor de «activo» no válido: «${cell('active')}» (sí o no).`);
  return row;
}

/**
 * Reads and checks every record after the header. Blank lines are skipped; an e-mail repeated in the file
 * is a problem from its second appearance on; `registered` says whether an e-mail already has an account.
 */
export function checkImportRows(
  records: readonly (readonly string[])[],
  columns: readonly (ImportColumn | 'ignore')[],
  registered: (email: string) => boolean,
): ImportRow[] {
  const firstLine = new Map<string, number>();
  const rows: ImportRow[] = [];
  records.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const row = readRow(cells, columns, i + 2);
    if (row.email) {
      const seen = firstLine.get(row.email);
      if (seen !== undefined) row.problems.push(`Email repetido en el archivo (ya en la línea ${seen}).`);
      else firstLine.set(row.email, row.line);
      if (registered(row.email)) row.problems.push('Ya existe una cuenta con este email.');
    }
    rows.push(row);
  });
  return rows;
}
