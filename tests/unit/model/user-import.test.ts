import { describe, expect, it } from 'vitest';
import { checkImportRows, readImportHeader } from '../../../model/user-import';

describe('user import rules', () => {
  it('understands Spanish and English headers, in any order and case, ignoring an export Id column', () => {
    expect(readImportHeader(['Email', 'Nombre', 'Apellidos', 'ROL', 'Puntos', 'Activo'])).toEqual({ columns: ['email', 'name', 'surname', 'role', 'points', 'active'] });
    expect(readImportHeader(['name', 'e-mail', 'Correo electrónico'])).toEqual({ problem: 'La columna «Correo electrónico» aparece dos veces.' });
    expect(readImportHeader(['Id', 'nombre', 'email'])).toEqual({ columns: ['ignore', 'name', 'email'] });
    expect(readImportHeader(['apellidos', 'email'])).toEqual({ problem: 'Faltan las columnas: nombre.' });
  });

  it('reads defaults: role Usuario, 0 points, active', () => {
    const [row] = checkImportRows([['Ana', 'ANA@X.ES']], ['name', 'email'], () => false);
    expect(row).toEqual({ line: 2, name: 'Ana', surname: '', email: 'ana@x.es', role: 'Usuario', points: 0, active: true, problems: [] });
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
    expect(rows[0].problems).toHaveLength(5);
    expect(rows[1]).toMatchObject({ role: 'Administrador', points: 10, active: false, problems: [] });
    expect(rows[2].problems).toEqual(['Email repetido en el archivo (ya en la línea 3).']);
    expect(rows[3].problems).toEqual(['Ya existe una cuenta con este email.']);
  });
});
