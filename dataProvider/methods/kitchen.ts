/** The kitchen's shared status (cooks, pause): read by every app, changed by the board. */
import type { KitchenStatus } from '../../model/kitchen';
import { apiFetch } from '../http/httpClient';

export interface KitchenMethods {
  getKitchenStatus(): Promise<KitchenStatus>;
  /** stop taking orders for `minutes` */
  pauseOrders(minutes: number): Promise<KitchenStatus>;
  resumeOrders(): Promise<KitchenStatus>;
  setKitchenCooks(cooks: number): Promise<KitchenStatus>;
}

export const kitchenMethods: KitchenMethods = {
  async getKitchenStatus() {
    return (await apiFetch<KitchenStatus>('kitchen/status')).json;
  },
  async pauseOrders(minutes) {
    return (await apiFetch<KitchenStatus>('kitchen/pause', { method: 'PUT', body: { minutes } })).json;
  },
  async resumeOrders() {
    return (await apiFetch<KitchenStatus>('kitchen/pause', { method: 'DELETE' })).json;
  },
  async setKitchenCooks(cooks) {
    return (await apiFetch<KitchenStatus>('kitchen/settings', { method: 'PUT', body: { cooks } })).json;
  },
};
