/**
 * Remembered devices (issue 28): POST session/refresh exchanges the device's HttpOnly cookie for a fresh
 * session token (a new tab, the installed app reopened, a tapped notification); the profile lists the
 * account's devices and ends any of them; "Cerrar sesión" ends this one (DELETE session/device). A password
 * change or reset, a deactivation or the expiry (REMEMBER_DAYS) ends a device too.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { roleById } from '../../model/roles';
import { IdParams, NoContent, RememberedDeviceResponse, TokenResponse } from '../../model/responses';
import { authenticate, currentUser } from '../auth/guard';
import { clearDeviceCookie, hashSecret, readDeviceCookie } from '../auth/device-cookie';
import { signSession } from '../auth/tokens';
import { apiError } from '../errors';
import { deleteDevice, listDevices, useDevice } from '../repos/remembered-devices-repo';
import { loadRememberedDevice } from '../audit/loaders';

export async function rememberedDeviceRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/session/refresh',
    // no audit event: one per tab opened (NOT_AUDITED in server/audit/audit-plugin.ts)
    { schema: { response: { 200: TokenResponse } } },
    async (request, reply) => {
      const cookie = readDeviceCookie(request);
      const account = cookie && (await useDevice(app.db, cookie.id, hashSecret(cookie.secret), app.config.now()));
      const role = account ? roleById(account.roleId) : undefined;
      if (!account || !role) {
        if (cookie) clearDeviceCookie(request, reply);
        throw apiError(401, 'device_not_remembered');
      }
      const token = await signSession(
        { id: account.userId, role, version: account.sessionVersion },
        app.jwtSecret,
        app.config.jwtTtlSeconds,
      );
      return { token };
    },
  );

  app.delete(
    '/session/device',
    { config: { audit: { resource: 'sessions', action: 'forget_device' } }, schema: { response: { 204: NoContent } } },
    async (request, reply) => {
      const cookie = readDeviceCookie(request);
      if (cookie) {
        const account = await useDevice(app.db, cookie.id, hashSecret(cookie.secret), app.config.now());
        if (account) await deleteDevice(app.db, cookie.id);
        clearDeviceCookie(request, reply);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/session/devices',
    { preHandler: authenticate, schema: { response: { 200: Type.Array(RememberedDeviceResponse) } } },
    async (request) => {
      const current = readDeviceCookie(request)?.id ?? null;
      const devices = await listDevices(app.db, currentUser(request).id, app.config.now());
      return devices.map((d) => ({
        id: d.id,
        label: d.label,
        createdAt: d.createdAt.toISOString(),
        lastUsedAt: d.lastUsedAt.toISOString(),
        current: d.id === current,
      }));
    },
  );

  app.delete(
    '/session/devices/:id',
    {
      config: { audit: { resource: 'remembered_devices', load: loadRememberedDevice } },
      preHandler: authenticate,
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      if (!(await deleteDevice(app.db, request.params.id, currentUser(request).id))) throw apiError(404, 'device_not_found');
      if (readDeviceCookie(request)?.id === request.params.id) clearDeviceCookie(request, reply);
      return reply.status(204).send();
    },
  );
}
