/**
 * Web Push (issue 28): the server's VAPID key and the customer's subscribed devices; the customer's notification
 * preferences and the admin's delivery figures.
 */
import type { DeliveryFigures, NotificationPreferences, NotificationPreferencesInput } from '../../model/notifications';
import type { PushKey, PushSubscriptionInfo, PushSubscriptionInput } from '../../model/push';
import { apiFetch } from '../http/httpClient';

export interface PushMethods {
  getPushKey(): Promise<PushKey>;
  getMyPushSubscriptions(): Promise<PushSubscriptionInfo[]>;
  savePushSubscription(subscription: PushSubscriptionInput): Promise<PushSubscriptionInfo>;
  deletePushSubscription(id: number): Promise<void>;
  getNotificationPreferences(): Promise<NotificationPreferences>;
  saveNotificationPreferences(preferences: NotificationPreferencesInput): Promise<NotificationPreferences>;
  getDeliveryFigures(): Promise<DeliveryFigures>;
}

export const pushMethods: PushMethods = {
  async getPushKey() {
    return (await apiFetch<PushKey>('push/key')).json;
  },
  async getMyPushSubscriptions() {
    return (await apiFetch<PushSubscriptionInfo[]>('push/subscriptions')).json;
  },
  async savePushSubscription(subscription) {
    return (await apiFetch<PushSubscriptionInfo>('push/subscriptions', { method: 'POST', body: subscription })).json;
  },
  async deletePushSubscription(id) {
    await apiFetch(`push/subscriptions/${id}`, { method: 'DELETE' });
  },
  async getNotificationPreferences() {
    return (await apiFetch<NotificationPreferences>('notifications/preferences')).json;
  },
  async saveNotificationPreferences(preferences) {
    return (await apiFetch<NotificationPreferences>('notifications/preferences', { method: 'PUT', body: preferences })).json;
  },
  async getDeliveryFigures() {
    return (await apiFetch<DeliveryFigures>('notifications/figures')).json;
  },
};
