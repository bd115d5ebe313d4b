/** Helpers of the customer specs: admin-side API calls that set up precise state (dedicated dishes, stock, points). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Allergen, Dish, Order, User } from '../../model/entities';
import type { DishBody } from '../../model/schemas';
import { ADMIN_EMAIL, tokenFor } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a dish only this test uses, so its stock and flags are exactly what the test says. */
export async function createDish(request: APIRequestContext, body: DishBody): Promise<Dish> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.post('/api/dishes', {
    headers: auth(token),
    data: { isHighlighted: true, isAvailable: true, isActive: true, ...body },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Dish;
}

export async function setAvailability(
  request: APIRequestContext,
  dishId: number,
  body: { stock?: number; isAvailable?: boolean },
): Promise<void> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.put(`/api/dishes/${dishId}/availability`, { headers: auth(token), data: body });
  expect(res.ok()).toBeTruthy();
}

export async function allergenByName(request: APIRequestContext, name: string): Promise<Allergen> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.get('/api/allergens', { headers: auth(token) });
  const found = ((await res.json()) as Allergen[]).find((a) => a.name === name);
  if (!found) throw new Error(`No allergen ${name}`);
  return found;
}

export async function finishOrder(request: APIRequestContext, orderId: number): Promise<Order> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.put(`/api/orders/${orderId}/finish`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Order;
}

/** Gives a customer points as an administrator would (PUT users/{id} with the whole user). */
export async function setPoints(request: APIRequestContext, customerEmail: string, points: number): Promise<void> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const found = await request.get(`/api/users/email/${encodeURIComponent(customerEmail)}`, { headers: auth(token) });
  const user = (await found.json()) as User;
  const res = await request.put(`/api/users/${user.id}`, {
    headers: auth(token),
    data: { name: user.name, surname: user.surname, email: user.email, points },
  });
  expect(res.status()).toBe(200);
}

export async function answerComplaint(request: APIRequestContext, complaintId: number, answer: string): Promise<void> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.put(`/api/complaints/id/${complaintId}`, { headers: auth(token), data: { answer } });
  expect(res.status()).toBe(200);
}
