/**
 * Web Push (issue 28): the VAPID public key a browser subscribes with, and the customer's subscriptions, one
 * per device: stored, listed and removed. What gets sent is queued by the events themselves (push-outbox-repo).
 * Also the customer's notification preferences (reminder before the cut-off, 'listo' by e-mail) and the
 * admin's delivery figures (push and e-mail sent, failed and pending over the last 7 days).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { deviceLabel } from '../../model/device-label';
import { formatCutoff } from '../../model/cutoff';
import {
  DeliveryFiguresResponse,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
  REMINDER_LEAD_MINUTES,
} from '../../model/notifications';
import { PushKeyResponse, PushSubscriptionBody, PushSubscriptionResponse } from '../../model/push';
import { IdParams, NoContent } from '../../model/responses';
import { ADMIN, CUSTOMER } from '../../model/roles';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import {
  deleteSubscription,
  saveSubscription,
  subscriptionOwner,
  subscriptionsOf,
  type ListedSubscription,
} from '../repos/push-subscriptions-repo';
import { deliveryFigures, FIGURES_DAYS } from '../repos/delivery-figures-repo';
import { preferencesOf, savePreferences } from '../repos/notifications-repo';
import { loadNotificationPreferences, loadPushSubscription } from '../audit/loaders';

const toResponse = (s: ListedSubscription) => ({
  id: s.id,
  device: s.device,
  endpoint: s.endpoint,
  createdAt: s.createdAt.toISOString(),
});

function validEndpoint(endpoint: string, allowHttp: boolean): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
  } catch {
    return false;
  }
}

export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const keys = () => {
    // 409: the request is fine, the server's settings are what stops it (a 5xx would read as a fault).
    if (!app.pushKeys) throw apiError(409, 'push_unavailable');
    return app.pushKeys;
  };

  app.get('/push/key', { preHandler: authenticate, schema: { response: { 200: PushKeyResponse } } }, async () => ({
    publicKey: keys().publicKey,
  }));

  app.post(
    '/push/subscriptions',
    {
      config: { audit: { resource: 'push_subscriptions', load: loadPushSubscription } },
      preHandler: requireRole(CUSTOMER),
      schema: { body: PushSubscriptionBody, response: { 201: PushSubscriptionResponse } },
    },
    async (request, reply) => {
      keys();
      const { endpoint, keys: secret, language } = request.body;
      if (!validEndpoint(endpoint, app.config.pushHttpEndpoints)) throw apiError(400, 'push_endpoint_invalid', {}, 'endpoint');
      const saved = await saveSubscription(app.db, currentUser(request).id, {
        endpoint,
        p256dh: secret.p256dh,
        auth: secret.auth,
        device: deviceLabel(request.headers['user-agent']),
        language: language ?? 'es',
      });
      return reply.status(201).send(toResponse(saved));
    },
  );

  app.get(
    '/push/subscriptions',
    { preHandler: authenticate, schema: { response: { 200: Type.Array(PushSubscriptionResponse) } } },
    async (request) => (await subscriptionsOf(app.db, currentUser(request).id)).map(toResponse),
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      config: { audit: { resource: 'push_subscriptions', load: loadPushSubscription } },
      preHandler: authenticate,
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const owner = await subscriptionOwner(app.db, id);
      if (owner === undefined) throw apiError(404, 'push_subscription_not_found');
      assertSelfOrRole(request, owner, ADMIN);
      await deleteSubscription(app.db, id);
      return reply.status(204).send();
    },
  );

  const preferences = async (userId: number) => ({
    ...(await preferencesOf(app.db, userId)),
    reminderLeadMinutes: REMINDER_LEAD_MINUTES,
    cutoffTime: formatCutoff(app.config.orderCutoff).split(' ')[1],
  });

  app.get(
    '/notifications/preferences',
    { preHandler: requireRole(CUSTOMER), schema: { response: { 200: NotificationPreferencesResponse } } },
    async (request) => preferences(currentUser(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      preHandler: requireRole(CUSTOMER),
      config: {
        audit: {
          resource: 'notification_preferences',
          load: loadNotificationPreferences,
          id: (r) => currentUser(r).id,
        },
      },
      schema: { body: NotificationPreferencesBody, response: { 200: NotificationPreferencesResponse } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { remindBeforeCutoff, readyByMail, language } = request.body;
      const before = await preferencesOf(app.db, userId);
      await savePreferences(app.db, userId, { remindBeforeCutoff, readyByMail, language: language ?? before.language });
      return preferences(userId);
    },
  );

  app.get(
    '/notifications/figures',
    { preHandler: requireRole(ADMIN), schema: { response: { 200: DeliveryFiguresResponse } } },
    async () => ({ days: FIGURES_DAYS, ...(await deliveryFigures(app.db)) }),
  );
}
