/**
 * Login, sign-up, password recovery/reset and password change. Failed logins are limited per account and
 * per address (429 + Retry-After); a wrong password and an unknown account get the same answer. A deactivated
 * account is told so (403 `account_deactivated`, with whom to ask) only when its password is right.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { passwordError } from '../auth/password-rules';
import { CUSTOMER, roleById, roleByName, type Role } from '../../model/roles';
import { signupIdentity } from '../../model/signup';
import { LoginBody, PasswordChangeBody, RecoveryBody, ResetBody, SignupBody } from '../../model/schemas';
import { AddressLimiter, TooManyRequests } from '../auth/address-limiter';
import { authenticate, currentUser } from '../auth/guard';
import { sessionUserChanged } from '../auth/session-cache';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { rememberDevice } from '../auth/remember-device';
import { signSession } from '../auth/tokens';
import { mailGoesToLog } from '../config';
import { apiError, loggableError } from '../errors';
import { accountFailures, addressFailures, clearFailures, recordFailure } from '../repos/login-failures-repo';
import { consumeReset, createReset, markMailSent, resetTokenValid } from '../repos/password-resets-repo';
import { emailTaken, findUserRow, findUserRowByEmail, normalizeEmail, toUser } from '../repos/users-repo';
import { createUser, setPasswordHash } from '../repos/users-write-repo';
import { ApiErrorResponse, IdParams, MessageResponse, NoContent, SignupResponse, TokenResponse } from '../../model/responses';
import { loadUser } from '../audit/loaders';
import { recordAudit, recordSecurityEvent } from '../audit/record-audit';

const RECOVERY_SENT = 'Si el correo pertenece a una cuenta, recibirás un enlace para restablecer la contraseña.';

/** 403 for a deactivated account: whom to ask, by name when ACCOUNT_CONTACT says (`params.contact`). */
const accountDeactivated = (contact: string | null) => apiError(403, 'account_deactivated', contact ? { contact } : {});

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;
  const recoveryLimiter = new AddressLimiter('recovery', config.recoveryLimitPerIp, 15 * 60 * 1000);
  const signupLimiter = new AddressLimiter('signup', config.signupLimitPerIp, 15 * 60 * 1000);
  const resetLimiter = new AddressLimiter('reset', config.resetLimitPerIp, 15 * 60 * 1000);

  /** 429 once the account or the address reached its failed-password limit (login and password change alike). */
  async function assertNotLimited(email: string, ip: string, now: Date): Promise<Date> {
    const since = new Date(now.getTime() - config.loginWindowMs);
    const byAccount = await accountFailures(app.db, email, since);
    const byAddress = await addressFailures(app.db, ip, since);
    for (const [window, max] of [
      [byAccount, config.loginLimitPerAccount],
      [byAddress, config.loginLimitPerIp],
    ] as const) {
      if (window.count >= max && window.oldest) {
        throw new TooManyRequests((window.oldest.getTime() + config.loginWindowMs - now.getTime()) / 1000);
      }
    }
    return since;
  }

  function sessionToken(user: { id: number; role: Role }, version = 0): Promise<string> {
    return signSession({ id: user.id, role: user.role, version }, app.jwtSecret, config.jwtTtlSeconds);
  }

  app.post(
    '/login',
    {
      config: { audit: { resource: 'users', manual: true } },
      schema: { body: LoginBody, response: { 200: TokenResponse, 403: ApiErrorResponse } },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.userName);
      const now = config.now();
      const since = await assertNotLimited(email, request.ip, now);
      const user = await findUserRowByEmail(app.db, email);
      const ok = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyPassword(await dummyHash(), request.body.password);
      if (!user || !ok) {
        await recordFailure(app.db, email, request.ip, now);
        throw apiError(401, 'wrong_credentials');
      }
      if (!user.active) throw accountDeactivated(config.accountContact);
      await clearFailures(app.db, email, since);
      if (request.body.remember) await rememberDevice(app, request, reply, user);
      const role = roleById(user.roleId)?.name ?? null;
      await recordAudit(app.db, request, {
        resource: 'users',
        recordId: user.id,
        action: 'login',
        actor: role ? { id: user.id, role } : null,
        detail: { remember: request.body.remember === true },
      });
      return { token: await sessionToken(toUser(user), user.sessionVersion) };
    },
  );

  app.post(
    '/login/signup',
    {
      config: {
        audit: {
          resource: 'users',
          load: loadUser,
          action: 'signup',
          id: (_r, answer) => (answer as { user?: { id: number } } | undefined)?.user?.id ?? null,
        },
        idempotent: true,
      },
      schema: { body: SignupBody, response: { 201: SignupResponse } },
    },
    async (request, reply) => {
      await signupLimiter.hit(request);
      const body = request.body;
      const weak = passwordError(body.password, 'password');
      if (weak) throw weak;
      const identity = signupIdentity(body);
      if ('problem' in identity) throw apiError(400, identity.problem, {}, identity.field);
      if (await emailTaken(app.db, identity.email)) throw apiError(409, 'email_taken', {}, identity.emailField);
      const user = await createUser(app.db, {
        name: identity.name,
        surname: identity.surname,
        email: identity.email,
        passwordHash: await hashPassword(body.password),
        image: null,
        points: 0,
        active: true,
        roleId: roleByName(CUSTOMER)!.id,
      });
      const token = await sessionToken(user);
      return reply.status(201).send({ token, user });
    },
  );

  app.post(
    '/login/recovery',
    {
      config: { audit: { resource: 'users', unwrapped: 'answers before its work, which records its own event' } },
      schema: { body: RecoveryBody, response: { 202: MessageResponse } },
    },
    async (request, reply) => {
      await recoveryLimiter.hit(request);
      const { email } = request.body;
      // Answer first, then do the work: how long the look-up and the mail take must not tell whether the account exists.
      await reply.status(202).send({ message: RECOVERY_SENT });
      const work = async () => {
        const user = await findUserRowByEmail(app.db, email);
        if (!user || !user.active) return;
        const mail = await createReset(app.db, user, config.now());
        await recordSecurityEvent(app.db, request, { resource: 'users', recordId: user.id, action: 'password_recovery' });
        if (mailGoesToLog(config)) {
          // The embedded demo has no mailer: the link goes to the operator's log instead.
          request.log.info({ to: mail.recipient, link: mail.link }, 'Correo de recuperación de contraseña');
          await markMailSent(app.db, mail.id, config.now());
        }
      };
      work().catch((err: Error) => request.log.error({ err: loggableError(err) }, 'password recovery failed'));
      return reply;
    },
  );

  app.post(
    '/login/reset',
    { config: { audit: { resource: 'users', manual: true } }, schema: { body: ResetBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await resetLimiter.hit(request);
      const weak = passwordError(request.body.password, 'password');
      if (weak) throw weak;
      const badLink = () => apiError(400, 'reset_link_invalid', {}, 'token');
      // The token first: hashing costs real CPU and must not be free to anyone with a made-up token.
      if (!(await resetTokenValid(app.db, request.body.token, config.now()))) throw badLink();
      const userId = await consumeReset(app.db, request.body.token, await hashPassword(request.body.password), config.now());
      if (userId === null) throw badLink();
      // The reset ended every session of the account (a thief's included).
      await sessionUserChanged(app, userId);
      const user = await findUserRow(app.db, userId);
      if (user) await clearFailures(app.db, user.email, new Date(config.now().getTime() - config.loginWindowMs));
      const role = user ? (roleById(user.roleId)?.name ?? null) : null;
      await recordAudit(app.db, request, {
        resource: 'users',
        recordId: userId,
        action: 'password_reset',
        actor: role ? { id: userId, role } : null,
      });
      return reply.status(204).send();
    },
  );

  app.put(
    '/users/:id/password',
    {
      config: { audit: { resource: 'users', manual: true } },
      preHandler: authenticate,
      schema: { params: IdParams, body: PasswordChangeBody, response: { 200: TokenResponse } },
    },
    async (request) => {
      const caller = currentUser(request);
      if (caller.id !== request.params.id) throw apiError(403, 'own_password_only');
      const user = await findUserRow(app.db, caller.id);
      if (!user) throw apiError(404, 'user_not_found');
      // A stolen session must not be a way to guess the password without limit: failures count as failed logins.
      const now = config.now();
      await assertNotLimited(user.email, request.ip, now);
      if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
        await recordFailure(app.db, user.email, request.ip, now);
        throw apiError(400, 'old_password_wrong', {}, 'oldPassword');
      }
      const weak = passwordError(request.body.newPassword, 'newPassword');
      if (weak) throw weak;
      // Every other session of the account ends; the caller's own continues with the fresh token.
      const version = await setPasswordHash(app.db, user.id, await hashPassword(request.body.newPassword));
      await sessionUserChanged(app, user.id);
      await recordAudit(app.db, request, { resource: 'users', recordId: user.id, action: 'password_change' });
      return { token: await sessionToken(toUser(user), version) };
    },
  );
}
