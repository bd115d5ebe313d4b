import { describe, expect, it } from 'vitest';
import { checkImportRows, readImportHeader, type ImportProblem } from '../../../model/user-import';
import { importHeaderError, spanishImportProblem } from '../../../server/messages/user-import';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
// the import preview is an admin screen: its Spanish comes with the admin area
import '../../../src/i18n/adminCatalog';

describe('user import rules', () => {
  it('understands Spanish and English headers, in any order and case, ignoring an export Id column', () => {
    expect(readImportHeader(['Email', 'Nombre', 'Apellidos', 'ROL', 'Puntos', 'Activo'])).toEqual({
      columns: ['email', 'name', 'surname', 'role', 'points', 'active'],
    });
    expect(readImportHeader(['name', 'e-mail', 'Correo electrónico'])).toEqual({
      problem: { code: 'import_repeated_column', column: 'Correo electrónico' },
    });
    expect(readImportHeader(['Id', 'nombre', 'email'])).toEqual({ columns: ['ignore', 'name', 'email'] });
    expect(readImportHeader(['apellidos', 'email'])).toEqual({ problem: { code: 'import_missing_columns', columns: ['name'] } });
    expect(readImportHeader(['nombre', 'Teléfono'])).toEqual({
      problem: { code: 'import_unknown_columns', columns: ['Teléfono'], more: 0 },
    });
  });

  it('reads defaults: role Usuario, 0 points, active', () => {
    const [row] = checkImportRows([['Ana', 'ANA@X.ES']], ['name', 'email'], () => false);
    expect(row).toEqual({
      line: 2,
      name: 'Ana',
      surname: '',
      email: 'ana@x.es',
      role: 'Usuario',
      points: 0,
      active: true,
      problems: [],
    });
  });

  it('names every problem of a row and marks repeated and registered e-mails', () => {
    const rows = checkImportRows(
      [
        ['', 'mal', 'jefe', '-3', 'quizá'],
        ['Eva', 'eva@x.es', 'admin', '10', 'no'],
        [' ', '', '', '', ''],
        ['Eva bis', 'EVA@x.es', '', '', ''],
        ['Leo', 'leo@x.es', '', '', ''],
      ],
      ['name', 'email', 'role', 'points', 'active'],
      (email) => email === 'leo@x.es',
    );
    expect(rows.map((r) => r.line)).toEqual([2, 3, 5, 6]);
    expect(rows[0].problems).toEqual([
      { code: 'name_missing' },
      { code: 'email_invalid', params: { value: 'mal' } },
      { code: 'role_unknown', params: { value: 'jefe' } },
      { code: 'points_invalid', params: { value: '-3' } },
      { code: 'active_invalid', params: { value: 'quizá' } },
    ]);
    expect(rows[1]).toMatchObject({ role: 'Administrador', points: 10, active: false, problems: [] });
    expect(rows[2].problems).toEqual([{ code: 'email_repeated', params: { line: 3 } }]);
    expect(rows[3].problems).toEqual([{ code: 'email_taken' }]);
  });

  it('words each problem in Spanish for the API and in the chosen language for the preview', async () => {
    const problems: ImportProblem[] = [
      { code: 'email_repeated', params: { line: 3 } },
      { code: 'role_unknown', params: { value: 'Jefa' } },
    ];
    expect(problems.map(spanishImportProblem)).toEqual([
      'Email repetido en el archivo (ya en la línea 3).',
      'Rol desconocido: «Jefa» (Administrador, Usuario, Encargado o Pantalla).',
    ]);
    const preview = () => problems.map((p) => i18nProvider.translate(`data.import.problem.${p.code}`, p.params));
    await i18nProvider.changeLocale('es');
    expect(preview()).toEqual(problems.map(spanishImportProblem));
    await i18nProvider.changeLocale('en');
    expect(preview()).toEqual([
      'E-mail repeated in the file (already on line 3).',
      'Unknown role: “Jefa” (Administrator, Customer, Kitchen manager or Pick-up display; Spanish names work too).',
    ]);
    await i18nProvider.changeLocale('es');
  });

  it('refuses a bad header with a Spanish message and a code per missing set', () => {
    const missing = importHeaderError({ code: 'import_missing_columns', columns: ['name', 'email'] });
    expect(missing.message).toBe('Faltan las columnas nombre y email.');
    expect(missing.details).toEqual({ code: 'import_missing_name_email', params: {} });
    expect(importHeaderError({ code: 'import_unknown_columns', columns: ['x', 'y'], more: 0 }).message).toBe(
      'Columnas desconocidas: «x», «y». Usa nombre, apellidos, email, rol, puntos y activo.',
    );
    expect(importHeaderError({ code: 'import_unknown_columns', columns: ['x'], more: 3 }).message).toMatch(
      /^Columnas desconocidas: «x» y 3 más\./,
    );
  });
});
