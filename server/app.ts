/**
 * Builds the Fastify application: security headers, error format, the API under /api and the built SPA
 * (with deep-link fallback to index.html). The process entry (main.ts) and the tests both call `buildApp`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { trustProxyOption, type Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandling, sendNotFound } from './errors';
import { registerValidation } from './validation';
import { resolveSecret } from './auth/secret';
import { apiRoutes } from './routes/index';
import { registerDishListCache } from './plugins/dish-list-cache';
import { registerSessionCache } from './auth/session-cache';
import { registerReadiness } from './plugins/readiness';
import { isSpaRoute, registerStaticApp } from './plugins/static-app';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { builtAppScriptHashes } from './plugins/inline-script-hashes';
import { registerNoStore } from './plugins/no-store';
import { registerIdempotency } from './plugins/idempotency';
import { OneLineRequestLog } from './plugins/request-log';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { registerMetrics } from './plugins/metrics';
import { registerMailWorker } from './mail/mail-worker';
import { registerPushWorker } from './push/push-worker';
import { registerUsualOrderWorker } from './orders/usual-order-worker';
import { registerProductionSheetWorker } from './planning/production-sheet-worker';
import { registerCutoffReminders } from './push/cutoff-reminders';
import { resolveVapidKeys, type VapidKeys } from './push/vapid-keys';
import { currentRequestTx, registerAudit, registerAuditRetention } from './audit/audit-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    jwtSecret: Uint8Array;
    /** Web Push's VAPID keys; null while Web Push is off (no usable VAPID subject) */
    pushKeys: VapidKeys | null;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new OneLineRequestLog(),
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // how often Node looks for connections past these limits (its default, 30 s, would let them linger)
      connectionsCheckingInterval: Math.min(5000, Math.max(250, Math.floor(config.headersTimeoutMs / 4))),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  // Inside an audited call (server/audit/audit-plugin.ts) the database is the call's transaction.
  app.decorate('db', { getter: () => (currentRequestTx() as unknown as Db | null) ?? database.db });
  app.decorate('jwtSecret', resolveSecret(config.jwtSecret, config.dataDir));
  app.decorate(
    'pushKeys',
    config.vapidSubject ? resolveVapidKeys(config.vapidPublicKey, config.vapidPrivateKey, config.dataDir) : null,
  );
  app.decorateRequest('authUser', null);

  registerRequestId(app);
  await registerMetrics(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the page's first script, inline in index.html, by its hash (plugins/inline-script-hashes.ts)
        scriptSrc: ["'self'", ...builtAppScriptHashes(config.staticDir)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app is often reached over plain HTTP on a local network (a canteen tablet, a phone):
        // upgrading its requests to HTTPS would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
    // HSTS belongs to the TLS terminator in front of the server, not to a plain-HTTP process.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  registerNoStore(app);
  if (config.corsOrigins.length) {
    // An SPA built with VITE_API_URL and served from another origin.
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', 'Idempotency-Key'],
      exposedHeaders: ['X-Total-Count', 'X-Request-Id'],
      maxAge: 600,
    });
  }
  registerValidation(app);
  registerErrorHandling(app);
  await registerDishListCache(app);
  await registerSessionCache(app);
  registerReadiness(app);
  registerMailWorker(app);
  registerPushWorker(app);
  registerUsualOrderWorker(app);
  registerProductionSheetWorker(app);
  registerCutoffReminders(app);

  // Before the idempotency guard: a replayed answer runs no handler and writes no event.
  registerAudit(app);
  registerAuditRetention(app);
  registerIdempotency(app);
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: '/api' });

  const staticDir = config.staticDir ? resolve(config.staticDir) : null;
  const spa = staticDir !== null && existsSync(resolve(staticDir, 'index.html'));
  if (spa) await registerStaticApp(app, staticDir);
  app.setNotFoundHandler((request, reply) => {
    // Every other GET outside /api/ and /assets/ is a route of the SPA: deep links load index.html.
    if (spa && isSpaRoute(request.method, request.url)) return reply.type('text/html').sendFile('index.html');
    return sendNotFound(request, reply);
  });
  return app;
}
