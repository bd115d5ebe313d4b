/**
 * Every error answer carries a code and its parameters (server/messages/), the generic ones too: an unknown
 * route, broken JSON, a schema failure, no session, a wrong role, a record that is not there, a refused rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, type TestServer } from './helper';

describe('coded error answers', () => {
  let s: TestServer;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await s.login(ADMIN_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  it('codes the answers the framework gives: unknown route, broken JSON, schema failure', async () => {
    const route = await s.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toMatchObject({
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/nothing-here' },
      message: 'No existe la ruta GET /api/nothing-here.',
    });

    const json = await s.request({
      method: 'POST',
      url: '/api/login',
      body: '{"userName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'invalid_json', params: {} });

    const missing = await s.request({ method: 'POST', url: '/api/login', body: { userName: ADMIN_EMAIL } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'field_required',
      params: { field: 'password' },
      field: 'password',
      message: 'Falta el campo «password».',
    });

    const long = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: ADMIN_EMAIL, password: 'x'.repeat(5000) },
    });
    expect(long.json()).toMatchObject({ code: 'field_too_long', field: 'password' });
    expect(long.json().params.limit).toBeGreaterThan(0);
  });

  it('codes the guard’s 401 and 403, a missing record and a refused rule', async () => {
    const anonymous = await s.request({ method: 'GET', url: '/api/stations' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized', params: {} });

    const stale = await s.request({ method: 'GET', url: '/api/stations', token: 'not-a-token' });
    expect(stale.json()).toMatchObject({ code: 'session_invalid' });

    const customerAsks = await s.request({ method: 'GET', url: '/api/stations', token: customer });
    expect(customerAsks.statusCode).toBe(403);
    expect(customerAsks.json()).toMatchObject({ code: 'forbidden', message: 'No tienes permiso para hacer esto.' });

    const gone = await s.request({ method: 'GET', url: '/api/stations/999999', token: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'station_not_found', message: 'La estación no existe.' });

    const weak = await s.request({
      method: 'POST',
      url: '/api/login/signup',
      body: { username: 'nuevo@correo.es', password: 'corta1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'password_too_short',
      params: { min: 8, max: 128 },
      field: 'password',
      message: 'La contraseña debe tener al menos 8 caracteres.',
    });
  });
});
