/** Complaints: a customer writes one, the admin finds it, answers it, and the customer reads the answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Complaint } from '../../model/entities';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('complaints (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  const list = async (query = '') =>
    (await s.request({ method: 'GET', url: `/api/complaints${query}`, token: admin })).json() as Complaint[];

  it('lists the demo complaints newest first, with their senders', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((c) => c.sender.id)).size).toBeGreaterThanOrEqual(12);
    const dates = all.map((c) => Date.parse(c.dateSend));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.some((c) => c.answer !== null) && all.some((c) => c.answer === null)).toBe(true);
  });

  it('takes a customer complaint, which the admin answers and the customer then reads', async () => {
    const created = await s.request({
      method: 'POST',
      url: '/api/complaints',
      token: customer,
      body: { message: '  El café llegó frío.  ' },
    });
    expect(created.statusCode).toBe(201);
    const complaint = created.json() as Complaint;
    expect(complaint).toMatchObject({
      message: 'El café llegó frío.',
      answer: null,
      answeredAt: null,
      answeredBy: null,
      sender: { email: CUSTOMER_EMAIL, role: { name: 'Usuario' } },
    });
    expect((await list())[0].id).toBe(complaint.id);
    expect((await list('?answered=false')).map((c) => c.id)).toContain(complaint.id);

    const answered = await s.request({
      method: 'PUT',
      url: `/api/complaints/id/${complaint.id}`,
      token: admin,
      body: { answer: 'Lo sentimos, revisaremos el termo.' },
    });
    expect(answered.json()).toMatchObject({ answer: 'Lo sentimos, revisaremos el termo.', answeredBy: { name: 'Ana' } });
    expect(Date.parse(answered.json().answeredAt)).not.toBeNaN();
    const mine = (await s.request({ method: 'GET', url: '/api/complaints/mine', token: customer })).json() as Complaint[];
    expect(mine.find((c) => c.id === complaint.id)?.answer).toBe('Lo sentimos, revisaremos el termo.');
    expect(mine.every((c) => c.sender.email === CUSTOMER_EMAIL)).toBe(true);
    expect((await list('?answered=false')).map((c) => c.id)).not.toContain(complaint.id);
    expect((await list('?answered=true')).every((c) => c.answer !== null)).toBe(true);
  });

  it('pages with a total and searches the message and the sender', async () => {
    const all = await list();
    const page = await s.request({ method: 'GET', url: '/api/complaints?page=2&size=9', token: admin });
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.json()).toHaveLength(Math.min(9, all.length - 9));
    expect((await list('?q=lasaña')).map((c) => c.sender.email)).toEqual(['carlos.lopez@correo.es']);
    expect((await list('?q=prieto')).every((c) => c.sender.surname.includes('Prieto'))).toBe(true);
    expect(await list('?q=_')).toEqual([]);
  });

  it('refuses empty messages and answers, and unknown complaints', async () => {
    expectApiError(
      await s.request({ method: 'POST', url: '/api/complaints', token: customer, body: { message: '   ' } }),
      400,
      'message',
    );
    expectApiError(await s.request({ method: 'POST', url: '/api/complaints', token: customer, body: {} }), 400, 'message');
    expectApiError(
      await s.request({ method: 'PUT', url: '/api/complaints/id/99999', token: admin, body: { answer: 'Hola' } }),
      404,
    );
    expectApiError(
      await s.request({ method: 'PUT', url: '/api/complaints/id/1', token: admin, body: { answer: '' } }),
      400,
      'answer',
    );
    expectApiError(await s.request({ method: 'GET', url: '/api/complaints/id/99999', token: admin }), 404);
  });
});
