/**
 * Who may call what: every call of the users, auth, allergens, rewards, stations, complaints, images and figures
 * areas, tried anonymously and as each role. Nothing ever answers with a password or a hash. The display-only
 * Pantalla account (P) is refused every authenticated call but the few its pick-up screen needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CHEF_EMAIL,
  CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  DISPLAY_EMAIL,
  startTestServer,
  testDatabases,
  type TestServer,
} from './helper';
import { expectNoSecrets, forgedTokens, multipartFile, TINY_PNG } from './fixtures';

type Who = 'anon' | 'U' | 'E' | 'A' | 'P';
const WHO: Who[] = ['anon', 'U', 'E', 'A', 'P'];

interface Ctx {
  admin: number;
  chef: number;
  customer: number;
  other: number;
  victim: number;
  reward: number;
  doomedReward: number;
  customerLink: number;
  otherLink: number;
  customerComplaint: number;
  /** a code the customer got by redeeming a reward */
  code: string;
  otherComplaint: number;
  image: string;
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (c: Ctx) => string;
  body?: (c: Ctx, who: Who) => unknown;
  multipart?: boolean;
  expect: [anon: number, U: number, E: number, A: number];
  /** the Pantalla account; by default 403 where a session is needed (anon 401), else what anon gets */
  P?: number;
}

const expected = (call: Call, who: Who): number =>
  who === 'P' ? (call.P ?? (call.expect[0] === 401 ? 403 : call.expect[0])) : call.expect[WHO.indexOf(who)];

const userBody = (email: string, name = 'Lucía') => ({ name, surname: 'Fernández Soto', email });

const CALLS: Call[] = [
  {
    name: 'POST login',
    method: 'POST',
    url: () => '/api/login',
    body: () => ({ userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
    expect: [200, 200, 200, 200],
  },
  {
    name: 'POST login/signup',
    method: 'POST',
    url: () => '/api/login/signup',
    body: (_c, w) => ({ username: `alta.${w}@correo.es`, password: 'segura123', name: 'Alta' }),
    expect: [201, 201, 201, 201],
  },
  {
    name: 'POST login/recovery',
    method: 'POST',
    url: () => '/api/login/recovery',
    body: () => ({ email: 'nadie@correo.es' }),
    expect: [202, 202, 202, 202],
  },
  {
    name: 'POST login/reset (bad token)',
    method: 'POST',
    url: () => '/api/login/reset',
    body: () => ({ token: 'x'.repeat(43), password: 'segura123' }),
    expect: [400, 400, 400, 400],
  },
  {
    name: 'PUT users/{customer}/password',
    method: 'PUT',
    url: (c) => `/api/users/${c.customer}/password`,
    body: () => ({ oldPassword: 'incorrecta1', newPassword: 'segura123' }),
    expect: [401, 400, 403, 403],
  },
  { name: 'GET users', method: 'GET', url: () => '/api/users', expect: [401, 403, 403, 200] },
  { name: 'GET users?page', method: 'GET', url: () => '/api/users?page=1&size=5', expect: [401, 403, 403, 200] },
  { name: 'GET users/role', method: 'GET', url: () => '/api/users/role/Usuario', expect: [401, 403, 403, 200] },
  { name: 'GET users/name', method: 'GET', url: () => '/api/users/name/ar', expect: [401, 403, 403, 200] },
  { name: 'GET users/surname', method: 'GET', url: () => '/api/users/surname/ez', expect: [401, 403, 403, 200] },
  { name: 'GET users/id/{self U}', method: 'GET', url: (c) => `/api/users/id/${c.customer}`, expect: [401, 200, 403, 200] },
  { name: 'GET users/id/{other}', method: 'GET', url: (c) => `/api/users/id/${c.other}`, expect: [401, 403, 403, 200] },
  { name: 'GET users/email', method: 'GET', url: () => `/api/users/email/${CHEF_EMAIL}`, expect: [200, 200, 200, 200] },
  { name: 'GET users/me', method: 'GET', url: () => '/api/users/me', expect: [401, 200, 200, 200], P: 200 },
  { name: 'GET orders/pickup', method: 'GET', url: () => '/api/orders/pickup', expect: [401, 403, 200, 200], P: 200 },
  { name: 'GET orders', method: 'GET', url: () => '/api/orders', expect: [401, 403, 200, 200] },
  { name: 'GET orders/mine', method: 'GET', url: () => '/api/orders/mine', expect: [401, 200, 200, 200] },
  { name: 'POST events/ticket', method: 'POST', url: () => '/api/events/ticket', expect: [401, 200, 200, 200], P: 200 },
  { name: 'GET kitchen/status', method: 'GET', url: () => '/api/kitchen/status', expect: [401, 200, 200, 200] },
  { name: 'GET dishes', method: 'GET', url: () => '/api/dishes', expect: [401, 200, 200, 200] },
  { name: 'GET hours', method: 'GET', url: () => '/api/hours', expect: [401, 200, 200, 200] },
  {
    name: 'POST users',
    method: 'POST',
    url: () => '/api/users',
    body: (_c, w) => ({ ...userBody(`creado.${w}@correo.es`), password: 'segura123', roleName: 'Usuario' }),
    expect: [401, 403, 403, 201],
  },
  {
    name: 'PUT users/{self U}',
    method: 'PUT',
    url: (c) => `/api/users/${c.customer}`,
    body: () => userBody(CUSTOMER_EMAIL),
    expect: [401, 200, 403, 200],
  },
  {
    name: 'PUT users/{other}',
    method: 'PUT',
    url: (c) => `/api/users/${c.other}`,
    body: () => userBody('carlos.lopez@correo.es', 'Carlos'),
    expect: [401, 403, 403, 200],
  },
  { name: 'DELETE users/id/{victim}', method: 'DELETE', url: (c) => `/api/users/id/${c.victim}`, expect: [401, 403, 403, 204] },
  { name: 'GET allergens', method: 'GET', url: () => '/api/allergens', expect: [401, 200, 200, 200] },
  {
    name: 'GET users_allergens/{self U}',
    method: 'GET',
    url: (c) => `/api/users_allergens/user/${c.customer}`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'GET users_allergens/{other}',
    method: 'GET',
    url: (c) => `/api/users_allergens/user/${c.other}`,
    expect: [401, 403, 403, 200],
  },
  {
    name: 'GET users_allergens/{self U}/allergen',
    method: 'GET',
    url: (c) => `/api/users_allergens/user/${c.customer}/allergen/1`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'PUT users_allergens/{self U}',
    method: 'PUT',
    url: (c) => `/api/users_allergens/user/${c.customer}/allergen/1?isAllergic=false`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'PUT users_allergens/{other}',
    method: 'PUT',
    url: (c) => `/api/users_allergens/user/${c.other}/allergen/1?isAllergic=true`,
    expect: [401, 403, 403, 200],
  },
  { name: 'GET stations', method: 'GET', url: () => '/api/stations', expect: [401, 403, 200, 200] },
  { name: 'GET stations/{id}', method: 'GET', url: () => '/api/stations/3', expect: [401, 403, 200, 200] },
  {
    name: 'POST stations',
    method: 'POST',
    url: () => '/api/stations',
    body: (_c, w) => ({ name: `Plancha ${w}`, categoryIds: [] }),
    expect: [401, 403, 403, 201],
  },
  {
    name: 'PUT stations/{id}',
    method: 'PUT',
    url: () => '/api/stations/3',
    body: () => ({ name: 'Barra', categoryIds: [5] }),
    expect: [401, 403, 403, 200],
  },
  { name: 'GET rewards', method: 'GET', url: () => '/api/rewards', expect: [401, 200, 200, 200] },
  { name: 'GET rewards/{id}', method: 'GET', url: (c) => `/api/rewards/${c.reward}`, expect: [401, 200, 200, 200] },
  {
    name: 'POST rewards',
    method: 'POST',
    url: () => '/api/rewards',
    body: () => ({ name: 'Chupito de la casa', cost: 75 }),
    expect: [401, 403, 403, 201],
  },
  {
    name: 'PUT rewards/{id}',
    method: 'PUT',
    url: (c) => `/api/rewards/${c.reward}`,
    body: () => ({ name: 'Café o refresco gratis', cost: 50 }),
    expect: [401, 403, 403, 200],
  },
  { name: 'DELETE rewards/{id}', method: 'DELETE', url: (c) => `/api/rewards/${c.doomedReward}`, expect: [401, 403, 403, 204] },
  {
    name: 'GET users_rewards/{self U}',
    method: 'GET',
    url: (c) => `/api/users_rewards/user/${c.customer}`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'GET users_rewards/{other}',
    method: 'GET',
    url: (c) => `/api/users_rewards/user/${c.other}`,
    expect: [401, 403, 403, 200],
  },
  {
    name: 'PUT users_rewards/updateAvailability/{self U}',
    method: 'PUT',
    url: (c) => `/api/users_rewards/updateAvailability/${c.customerLink}?isAvailable=true`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'PUT users_rewards/updateAvailability/{other}',
    method: 'PUT',
    url: (c) => `/api/users_rewards/updateAvailability/${c.otherLink}?isAvailable=true`,
    expect: [401, 403, 403, 200],
  },
  {
    name: 'PUT users_rewards/{other}/redeem',
    method: 'PUT',
    url: (c) => `/api/users_rewards/${c.otherLink}/redeem`,
    expect: [401, 403, 403, 403],
  },
  {
    name: 'POST users_rewards/{other}/redemptions',
    method: 'POST',
    url: (c) => `/api/users_rewards/${c.otherLink}/redemptions`,
    expect: [401, 403, 403, 403],
  },
  {
    name: 'GET users_rewards/{self U}/balance',
    method: 'GET',
    url: (c) => `/api/users_rewards/user/${c.customer}/balance`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'GET users_rewards/{other}/balance',
    method: 'GET',
    url: (c) => `/api/users_rewards/user/${c.other}/balance`,
    expect: [401, 403, 403, 200],
  },
  {
    name: 'GET reward_redemptions/code/{code}',
    method: 'GET',
    url: (c) => `/api/reward_redemptions/code/${c.code}`,
    expect: [401, 403, 200, 200],
  },
  // the kitchen validates first; the administrator's try is then refused as already used
  {
    name: 'PUT reward_redemptions/code/{code}/validate',
    method: 'PUT',
    url: (c) => `/api/reward_redemptions/code/${c.code}/validate`,
    expect: [401, 403, 200, 409],
  },
  { name: 'GET complaints', method: 'GET', url: () => '/api/complaints', expect: [401, 403, 403, 200] },
  { name: 'GET complaints/mine', method: 'GET', url: () => '/api/complaints/mine', expect: [401, 200, 200, 200] },
  {
    name: 'GET complaints/id/{own}',
    method: 'GET',
    url: (c) => `/api/complaints/id/${c.customerComplaint}`,
    expect: [401, 200, 403, 200],
  },
  {
    name: 'GET complaints/id/{other}',
    method: 'GET',
    url: (c) => `/api/complaints/id/${c.otherComplaint}`,
    expect: [401, 403, 403, 200],
  },
  {
    name: 'POST complaints',
    method: 'POST',
    url: () => '/api/complaints',
    body: () => ({ message: 'El pan estaba duro.' }),
    expect: [401, 201, 201, 201],
  },
  {
    name: 'PUT complaints/id/{id}',
    method: 'PUT',
    url: (c) => `/api/complaints/id/${c.otherComplaint}`,
    body: () => ({ answer: 'Lo revisamos, gracias.' }),
    expect: [401, 403, 403, 200],
  },
  { name: 'POST images', method: 'POST', url: () => '/api/images', multipart: true, expect: [401, 201, 201, 201] },
  { name: 'GET images/{id}', method: 'GET', url: (c) => c.image, expect: [200, 200, 200, 200] },
  { name: 'GET stats/dashboard', method: 'GET', url: () => '/api/stats/dashboard', expect: [401, 403, 403, 200] },
  { name: 'GET stats/analysis', method: 'GET', url: () => '/api/stats/analysis', expect: [401, 403, 403, 200] },
];

describe.each(testDatabases())('access rules (%s)', (kind) => {
  let s: TestServer;
  let tokens: Record<Who, string | undefined>;
  let ctx: Ctx;

  beforeAll(async () => {
    s = await startTestServer(kind);
    const admin = await s.login(ADMIN_EMAIL);
    tokens = {
      anon: undefined,
      U: await s.login(CUSTOMER_EMAIL),
      E: await s.login(CHEF_EMAIL),
      A: admin,
      P: await s.login(DISPLAY_EMAIL),
    };
    const idOf = async (email: string) =>
      (await s.request({ method: 'GET', url: `/api/users/email/${email}`, token: admin })).json().id as number;
    const victim = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: { ...userBody('baja@correo.es'), password: 'segura123' },
    });
    const rewards = (await s.request({ method: 'GET', url: '/api/rewards', token: admin })).json() as {
      id: number;
      cost: number;
    }[];
    const doomed = await s.request({ method: 'POST', url: '/api/rewards', token: admin, body: { name: 'Temporal', cost: 5 } });
    const customer = await idOf(CUSTOMER_EMAIL);
    const other = await idOf('carlos.lopez@correo.es');
    const linkOf = async (userId: number) =>
      (
        (await s.request({ method: 'GET', url: `/api/users_rewards/user/${userId}`, token: admin })).json() as {
          id: number;
          idRewards: { cost: number };
        }[]
      ).find((l) => l.idRewards.cost === 50)!.id;
    const redeemed = await s.request({
      method: 'POST',
      url: `/api/users_rewards/${await linkOf(customer)}/redemptions`,
      token: tokens.U,
    });
    const mine = await s.request({ method: 'POST', url: '/api/complaints', token: tokens.U, body: { message: 'Mi queja' } });
    const complaints = (await s.request({ method: 'GET', url: '/api/complaints', token: admin })).json() as {
      id: number;
      sender: { id: number };
    }[];
    const upload = multipartFile(TINY_PNG);
    const image = await s.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${admin}` },
    });
    ctx = {
      admin: await idOf(ADMIN_EMAIL),
      chef: await idOf(CHEF_EMAIL),
      customer,
      other,
      victim: victim.json().id,
      reward: rewards[0].id,
      doomedReward: doomed.json().id,
      customerLink: await linkOf(customer),
      otherLink: await linkOf(other),
      customerComplaint: mine.json().id,
      code: redeemed.json().lastRedemption.code,
      otherComplaint: complaints.find((c) => c.sender.id === other)!.id,
      image: image.json().url,
    };
  });
  afterAll(() => s.close());

  for (const call of CALLS) {
    it(`${call.name}: ${WHO.map((w) => `${w} ${expected(call, w)}`).join(', ')}`, async () => {
      for (const who of WHO) {
        const token = tokens[who];
        const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const upload = multipartFile(TINY_PNG);
        const res = call.multipart
          ? await s.app.inject({
              method: call.method,
              url: call.url(ctx),
              payload: upload.payload,
              headers: { ...upload.headers, ...auth },
            })
          : await s.request({ method: call.method, url: call.url(ctx), token, body: call.body?.(ctx, who) });
        expect(res.statusCode, `${who}: ${res.body}`).toBe(expected(call, who));
        expectNoSecrets(res);
        if (res.statusCode >= 400) expect(res.json().message).toBeTruthy();
      }
    });
  }

  it('refuses forged, tampered, wrongly signed and expired tokens on every protected call', async () => {
    const forged = await forgedTokens(tokens.U!, s.app.jwtSecret, ctx.admin);
    for (const [label, token] of Object.entries(forged)) {
      for (const call of CALLS.filter((c) => c.expect[0] === 401 && c.method === 'GET')) {
        const res = await s.request({ method: 'GET', url: call.url(ctx), token });
        expect(res.statusCode, `${label} on ${call.name}`).toBe(401);
      }
    }
  });

  it('logs out an account that was deactivated after its token was issued', async () => {
    const token = await s.login('javier.perez@correo.es');
    const id = (await s.request({ method: 'GET', url: '/api/users/me', token })).json().id as number;
    const off = await s.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: tokens.A,
      body: { ...userBody('javier.perez@correo.es', 'Javier'), active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await s.request({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(401);
  });
});
