/** The API calls of the customer app, typed with the shapes of model/entities.ts. */
import { apiFetch } from '../../dataProvider/httpClient';
import { saveSession } from '../../authProvider/session';
import type { Complaint, Dish, Hour, Order, User, UserAllergen, UserReward } from '../../model/entities';
import type { OrderCreateBody, SignupBody } from '../../model/schemas';
import type { CategoryId } from '../../model/categories';

export async function fetchDishes(category: CategoryId): Promise<Dish[]> {
  return (await apiFetch<Dish[]>('dishes', { query: { category } })).json;
}

export async function fetchDish(id: number): Promise<Dish> {
  return (await apiFetch<Dish>(`dishes/${id}`)).json;
}

export async function fetchMe(): Promise<User> {
  return (await apiFetch<User>('users/me')).json;
}

export async function fetchMyAllergens(userId: number): Promise<UserAllergen[]> {
  return (await apiFetch<UserAllergen[]>(`users_allergens/user/${userId}`)).json;
}

export async function setAllergy(userId: number, allergenId: number, isAllergic: boolean): Promise<UserAllergen> {
  return (
    await apiFetch<UserAllergen>(`users_allergens/user/${userId}/allergen/${allergenId}`, {
      method: 'PUT',
      query: { isAllergic },
    })
  ).json;
}

export async function fetchMyRewards(userId: number): Promise<UserReward[]> {
  return (await apiFetch<UserReward[]>(`users_rewards/user/${userId}`)).json;
}

export async function redeemReward(linkId: number): Promise<UserReward> {
  return (await apiFetch<UserReward>(`users_rewards/${linkId}/redeem`, { method: 'PUT' })).json;
}

/** The hours whose kitchen capacity can still take `load` minutes of preparation (the cart's). */
export async function fetchHours(load = 0): Promise<Hour[]> {
  return (await apiFetch<Hour[]>('hours', { query: { load } })).json;
}

export async function placeOrder(body: OrderCreateBody): Promise<Order> {
  return (await apiFetch<Order>('orders', { method: 'POST', body })).json;
}

export async function fetchMyOrders(): Promise<Order[]> {
  return (await apiFetch<Order[]>('orders/mine')).json;
}

/** Changing the password ends every other session; this one goes on with the fresh token the server returns. */
export async function changePassword(userId: number, oldPassword: string, newPassword: string): Promise<void> {
  const { token } = (await apiFetch<{ token: string }>(`users/${userId}/password`, { method: 'PUT', body: { oldPassword, newPassword } })).json;
  saveSession(token);
}

export async function fetchMyComplaints(): Promise<Complaint[]> {
  return (await apiFetch<Complaint[]>('complaints/mine')).json;
}

export async function sendComplaint(message: string): Promise<Complaint> {
  return (await apiFetch<Complaint>('complaints', { method: 'POST', body: { message } })).json;
}

export async function signup(body: SignupBody): Promise<{ token: string; user: User }> {
  return (await apiFetch<{ token: string; user: User }>('login/signup', { method: 'POST', body, anonymous: true })).json;
}

/** react-query keys of the customer app, so every screen shares and refreshes the same cache. */
export const customerKeys = {
  dishes: (category: number) => ['customer', 'dishes', category] as const,
  allDishes: ['customer', 'dishes'] as const,
  dish: (id: number) => ['customer', 'dish', id] as const,
  me: ['customer', 'me'] as const,
  allergens: (userId: number) => ['customer', 'allergens', userId] as const,
  rewards: (userId: number) => ['customer', 'rewards', userId] as const,
  hours: ['customer', 'hours'] as const,
  orders: ['customer', 'orders'] as const,
  complaints: ['customer', 'complaints'] as const,
};
