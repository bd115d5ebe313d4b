/** Remembering a device at login ("Mantener la sesión iniciada en este dispositivo"). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertDevice } from '../repos/remembered-devices-repo';
import { deviceLabel, hashSecret, newSecret, setDeviceCookie } from './device-cookie';

export async function rememberDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; sessionVersion: number },
): Promise<void> {
  const secret = newSecret();
  const days = app.config.rememberDays;
  const id = await insertDevice(app.db, {
    userId: user.id,
    secretHash: hashSecret(secret),
    label: deviceLabel(request.headers['user-agent']),
    sessionVersion: user.sessionVersion,
    expiresAt: new Date(app.config.now().getTime() + days * 86_400_000),
  });
  setDeviceCookie(request, reply, id, secret, days * 86_400);
}
