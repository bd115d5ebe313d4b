/** POST users/import: the preview, the one-transaction import, the recovery e-mails, bad files, 10 000 rows. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('user import (%s)', (kind) => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(() => s.close());

  const post = (query: string, file: string | Buffer, token = admin) =>
    s.request({
      method: 'POST',
      url: `/api/users/import${query}`,
      token,
      body: Buffer.from(file),
      headers: { 'content-type': 'text/csv' },
    });
  const countUsers = async (emails: string[]) =>
    (await s.database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;

  it('previews every row with its problems and writes nothing', async () => {
    const file =
      '\uFEFFnombre;apellidos;email;rol;puntos;activo\r\n' +
      'Ana;García;ana.preview@empresa.es;Usuario;5;sí\r\n' +
      'Bea;Ruiz;no-es-un-email;Usuario;0;sí\r\n' +
      'Carla;Sanz;ANA.preview@empresa.es;;;\r\n' +
      `Dani;Gil;${CUSTOMER_EMAIL};Encargado;0;no\r\n` +
      'Eva;Mora;eva.preview@empresa.es;Jefa;0;sí\r\n' +
      '\r\n';
    const res = await post('?dryRun=true', file);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ total: 5, valid: 1, invalid: 4, created: 0, skipped: 4 });
    const byLine = Object.fromEntries(
      report.rows.map((r: { line: number; problems: string[] }) => [r.line, r.problems.join(' ')]),
    );
    expect(byLine[2]).toBe('');
    expect(byLine[3]).toMatch(/Email no válido/);
    expect(byLine[4]).toMatch(/repetido en el archivo \(ya en la línea 2\)/);
    expect(byLine[5]).toMatch(/Ya existe una cuenta/);
    expect(byLine[6]).toMatch(/Rol desconocido: «Jefa»/);
    // the same problems as codes, which the admin's preview translates
    expect(report.rows.find((r: { line: number }) => r.line === 6).problemCodes).toEqual([
      { code: 'role_unknown', params: { value: 'Jefa' } },
    ]);
    expect(report.rows[0]).toMatchObject({
      name: 'Ana',
      surname: 'García',
      email: 'ana.preview@empresa.es',
      role: 'Usuario',
      points: 5,
      active: true,
    });
    expect(await countUsers(['ana.preview@empresa.es', 'eva.preview@empresa.es'])).toBe(0);
  });

  it('creates the valid rows, skips the rest, and sends each new active account the recovery link', async () => {
    const file =
      'name,surname,email,role,points,active\nLuis,Pardo,luis.import@empresa.es,Encargado,0,yes\nMar,Vega,mar.import@empresa.es,,12,no\nMal,Dato,mal-dato,,,\n';
    const res = await post('', file);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 3, valid: 2, invalid: 1, created: 2, skipped: 1 });
    const list = (await s.request({ method: 'GET', url: '/api/users?q=import%40empresa.es', token: admin })).json();
    expect(
      list.map((u: { email: string; roleName: string; active: boolean; points: number }) => [
        u.email,
        u.roleName,
        u.active,
        u.points,
      ]),
    ).toEqual([
      ['luis.import@empresa.es', 'Encargado', true, 0],
      ['mar.import@empresa.es', 'Usuario', false, 12],
    ]);
    // no usable password: nobody can log in until they choose one through the e-mailed link
    const login = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: 'luis.import@empresa.es', password: '!sin-contraseña' },
    });
    expect(login.statusCode).toBe(401);
    const mails = await s.database.db.select().from(outbox).where(eq(outbox.recipient, 'luis.import@empresa.es'));
    expect(mails).toHaveLength(1);
    expect(await s.database.db.select().from(outbox).where(eq(outbox.recipient, 'mar.import@empresa.es'))).toHaveLength(0);
    const token = mails[0].body.match(/token=([\w-]+)/)![1];
    expect(
      (await s.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'Elegida1234' } })).statusCode,
    ).toBe(204);
    expect(
      (
        await s.request({
          method: 'POST',
          url: '/api/login',
          body: { userName: 'luis.import@empresa.es', password: 'Elegida1234' },
        })
      ).statusCode,
    ).toBe(200);
    // the new account is complete: its allergen list like any other user's
    const id = list[0].id;
    expect((await s.request({ method: 'GET', url: `/api/users_allergens/user/${id}`, token: admin })).json()).toHaveLength(14);
  });

  it('refuses the whole file with strict=true when one row fails, and writes nothing', async () => {
    const file = 'nombre;email\nUno;uno.strict@empresa.es\nDos;dos.strict@empresa.es\nTres;tres-sin-arroba\n';
    const res = await post('?strict=true', file);
    expectApiError(res, 400, 'file');
    expect(res.json().message).toMatch(/1 filas tienen problemas; no se ha creado ningún usuario/);
    expect(await countUsers(['uno.strict@empresa.es', 'dos.strict@empresa.es'])).toBe(0);
    expect(await s.database.db.select().from(outbox).where(eq(outbox.recipient, 'uno.strict@empresa.es'))).toHaveLength(0);
  });

  it('refuses a file that is not UTF-8, too large, empty or with unknown columns, naming the file', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('nombre;email\nJos'),
      Buffer.from([0xe9]),
      Buffer.from(';jose.latin@empresa.es\n'),
    ]);
    const bad = await post('', latin1);
    expectApiError(bad, 400, 'file');
    expect(bad.json().message).toMatch(/no está en UTF-8/);
    expect(await countUsers(['jose.latin@empresa.es'])).toBe(0);
    const big = await post('', Buffer.alloc(6 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/supera el máximo de 5 MB/);
    expectApiError(await post('', ''), 400, 'file');
    const unknown = await post('', 'nombre;email;salario\nA;a@b.es;1\n');
    expectApiError(unknown, 400, 'file');
    expect(unknown.json().message).toMatch(/Columnas desconocidas: «salario»/);
  });

  it('lets only an admin import and download the template', async () => {
    const file = 'nombre;email\nX;x.roles@empresa.es\n';
    expect((await post('', file, await s.login(CHEF_EMAIL))).statusCode).toBe(403);
    expect((await post('', file, await s.login(CUSTOMER_EMAIL))).statusCode).toBe(403);
    const template = await s.request({ method: 'GET', url: '/api/users/import/template', token: admin });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(template.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('nombre;apellidos;email;rol;puntos;activo');
    // the template itself imports cleanly
    expect((await post('?dryRun=true', template.rawPayload)).json()).toMatchObject({ total: 1, valid: 1 });
  });

  it('imports 10 000 rows in one go within a few seconds', async () => {
    const lines = ['nombre;apellidos;email;rol;puntos;activo'];
    for (let i = 0; i < 10_000; i++) lines.push(`Persona${i};Apellido ${i};persona.${i}@masivo.es;Usuario;${i % 50};sí`);
    const file = lines.join('\r\n');
    const dryStart = performance.now();
    const dry = await post('?dryRun=true', file);
    const dryMs = performance.now() - dryStart;
    expect(dry.json()).toMatchObject({ total: 10_000, valid: 10_000 });
    const start = performance.now();
    const res = await post('', file);
    const ms = performance.now() - start;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 10_000, skipped: 0 });
    console.log(`[${kind}] 10 000-row import: preview ${Math.round(dryMs)} ms, import ${Math.round(ms)} ms`);
    // A per-row password hash would take minutes; batched inserts take seconds (more on a loaded machine).
    expect(ms).toBeLessThan(60_000);
    const page = await s.request({ method: 'GET', url: '/api/users?q=masivo.es&page=1&size=10', token: admin });
    expect(page.headers['x-total-count']).toBe('10000');
    expect(
      await s.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, 'persona.9999@masivo.es')),
    ).toHaveLength(1);
  }, 120_000);
});
