/** Server configuration from the environment; every knob is listed in the README's table. */
import { DEFAULT_MAX_PENDING_ORDERS, DEFAULT_MAX_PORTIONS_PER_ORDER } from '../model/order-limits';
import { DEFAULT_COOKS, MAX_COOKS, MIN_COOKS } from '../model/capacity';
import { localClock, parseOpeningHours, type OpeningRange } from '../model/slots';
import { DEFAULT_ORDER_CUTOFF, parseCutoff, type CutoffRule } from '../model/cutoff';
import { DEFAULT_PREORDER_DAYS } from '../model/open-days';
import { vapidKeys, vapidSubject } from './push/push-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  /** how long a remembered device ("Mantener la sesión iniciada") lasts without a new login, in days */
  rememberDays: number;
  /** how long audit events are kept, in days (AUDIT_RETENTION_DAYS); 0 keeps them forever */
  auditRetentionDays: number;
  /** AUDIT_TRAIL=off: no audit event at all, for measuring its cost only (`npm run bench`); default on */
  auditTrail: boolean;
  seedDemo: boolean;
  openingHours: OpeningRange[];
  slotMinutes: number;
  timeZone: string;
  /** origins of SPAs served elsewhere (VITE_API_URL) that may call this API; empty = same origin only */
  corsOrigins: string[];
  /** folder with the built SPA; served at / when it exists */
  staticDir: string | null;
  logLevel: string;
  /** failed logins allowed per account / per address in the window */
  loginLimitPerAccount: number;
  loginLimitPerIp: number;
  loginWindowMs: number;
  /** per address: sign-ups and recovery requests in 15 minutes, anonymous e-mail look-ups in a minute */
  signupLimitPerIp: number;
  recoveryLimitPerIp: number;
  /** password resets (new password with a token) per address in 15 minutes */
  resetLimitPerIp: number;
  emailLookupLimitPerIp: number;
  maxUploadBytes: number;
  /** image uploads per user per hour: customers / staff (Administrador, Encargado) */
  uploadLimitPerHour: number;
  uploadLimitPerHourStaff: number;
  /** Fastify's trustProxy: false, true (every hop), a hop count, or the proxies' addresses/CIDRs */
  trustProxy: boolean | number | string[];
  /** per customer: portions in one order, orders waiting in the kitchen */
  maxPortionsPerOrder: number;
  maxPendingOrders: number;
  /** on SIGTERM: how long to keep serving while `ready` answers 503, so load balancers move traffic first */
  shutdownDelayMs: number;
  /** a request (headers and body) must arrive within requestTimeoutMs, its headers within headersTimeoutMs;
   * an idle keep-alive connection closes after keepAliveTimeoutMs */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** cooks working in parallel until the kitchen sets its own number (PUT kitchen/settings) */
  kitchenCooks: number;
  /** MAIL_OUTBOX: `log` prints each mail (with its reset link), `table` leaves it to a mailer; null = by mode */
  mailOutbox: 'log' | 'table' | null;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): with it every process delivers the outbox; null = log/table */
  smtpUrl: string | null;
  /** MAIL_FROM: the mails' From */
  mailFrom: string;
  /** RESTAURANT_NAME: named in every mail */
  restaurantName: string;
  /** PUBLIC_URL: the app's address as customers reach it, for the links in mails (default http://localhost:PORT) */
  publicUrl: string;
  /** MAIL_MAX_ATTEMPTS: SMTP attempts per mail before the worker gives up and logs it */
  mailMaxAttempts: number;
  /** how often the mail worker looks for due mails, and the first retry's delay (doubling after each failure) */
  mailPollMs: number;
  mailRetryBaseMs: number;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (both or neither): Web Push's keys; null = generated into DATA_DIR */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** VAPID_SUBJECT (or `mailto:` + MAIL_FROM's address); null = Web Push off (no usable contact address) */
  vapidSubject: string | null;
  /** PUSH_MAX_ATTEMPTS, and how often the push worker looks for due notifications and its first retry's delay */
  pushMaxAttempts: number;
  pushPollMs: number;
  pushRetryBaseMs: number;
  /** accept plain-http push endpoints (the tests' stand-in push service); real push services are https only */
  pushHttpEndpoints: boolean;
  /** seconds the board offers "Deshacer" after 'listo' before the finish is sent (0-60) */
  undoSeconds: number;
  /** ACCOUNT_CONTACT: whom a deactivated account should ask (named on the login's refusal); null = the canteen staff */
  accountContact: string | null;
  /** METRICS_PORT: Prometheus metrics on their own port (null = off), bound to METRICS_HOST (127.0.0.1) */
  metricsPort: number | null;
  metricsHost: string;
  /** METRICS_TOKEN: metrics at /metrics on the main port for `Authorization: Bearer <token>` (null = off) */
  metricsToken: string | null;
  /** PREORDER_DAYS: customers book from today up to this many days ahead (issue 26) */
  preorderDays: number;
  /** ORDER_CUTOFF ("-1d 16:00"): when a day's orders freeze, local time (model/cutoff.ts) */
  orderCutoff: CutoffRule;
  /** clock, injectable so tests can pin the time of day */
  now: () => Date;
}

/**
 * TRUST_PROXY: `true` trusts every X-Forwarded-For hop (a client can forge its address then), a number trusts
 * that many proxies in front, and a comma list trusts only those proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  const bad = list.find((a) => !address.test(a));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY debe ser true, false, un número de saltos o una lista de direcciones/CIDR (valor: "${bad}")`);
  return list;
}

/**
 * The option handed to Fastify. Fastify 5 turns a bare hop count into "trust nothing" (it cannot tell a proxy
 * from a direct client), so a count becomes a function that trusts exactly that many hops nearest the server.
 */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} debe ser un número entero positivo (valor: "${value}")`);
  return n;
}

function undoSeconds(value: string | undefined): number {
  const seconds = int(value, 10, 'UNDO_SECONDS');
  if (seconds < 0 || seconds > 60) throw new Error('UNDO_SECONDS debe estar entre 0 y 60');
  return seconds;
}

function preorderDays(value: string | undefined): number {
  const days = int(value, DEFAULT_PREORDER_DAYS, 'PREORDER_DAYS');
  if (days > 60) throw new Error(`PREORDER_DAYS debe estar entre 0 y 60 (valor: "${value}")`);
  return days;
}

function orderCutoff(value: string | undefined): CutoffRule {
  const text = value?.trim() || DEFAULT_ORDER_CUTOFF;
  const rule = parseCutoff(text);
  if (!rule)
    throw new Error(
      `ORDER_CUTOFF debe ser días antes y hora local, como "-1d 16:00" (el día anterior a las 16:00) o "0d 10:00" (valor: "${text}")`,
    );
  return rule;
}

function kitchenCooks(value: string | undefined): number {
  const cooks = int(value, DEFAULT_COOKS, 'KITCHEN_COOKS');
  if (cooks < MIN_COOKS || cooks > MAX_COOKS) throw new Error(`KITCHEN_COOKS debe estar entre ${MIN_COOKS} y ${MAX_COOKS}`);
  return cooks;
}

/**
 * Slow clients are cut: one byte every few seconds must not hold a connection for ever. Node refuses a
 * headers timeout longer than the request timeout, so that is checked here with a clear message.
 */
function requestTimeouts(env: NodeJS.ProcessEnv): Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'> {
  const requestTimeoutMs = int(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS');
  const headersTimeoutMs = int(env.HEADERS_TIMEOUT_MS, 20_000, 'HEADERS_TIMEOUT_MS');
  const keepAliveTimeoutMs = int(env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 'KEEP_ALIVE_TIMEOUT_MS');
  if (requestTimeoutMs < 1000 || headersTimeoutMs < 500 || keepAliveTimeoutMs < 1000)
    throw new Error('REQUEST_TIMEOUT_MS y KEEP_ALIVE_TIMEOUT_MS deben ser al menos 1000, HEADERS_TIMEOUT_MS al menos 500');
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS');
  return { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs };
}

function mailOutbox(value: string | undefined): Config['mailOutbox'] {
  if (value === undefined || value === '') return null;
  if (value === 'log' || value === 'table') return value;
  throw new Error(`MAIL_OUTBOX debe ser "log" o "table" (valor: "${value}")`);
}

/**
 * Whether mails are printed to the log. A reset link is a live credential: only the embedded demo mode
 * (no DATABASE_URL) prints it by default; a PostgreSQL deployment leaves it in the outbox table for a mailer.
 * With SMTP_URL the SMTP worker delivers them and nothing is printed.
 */
export function mailGoesToLog(config: Pick<Config, 'mailOutbox' | 'databaseUrl' | 'smtpUrl'>): boolean {
  if (config.smtpUrl) return false;
  return config.mailOutbox ? config.mailOutbox === 'log' : config.databaseUrl === null;
}

function smtpUrl(value: string | undefined): string | null {
  const text = value?.trim() || null;
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('SMTP_URL debe ser una dirección como smtp://usuario:clave@servidor:587 o smtps://…');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL debe empezar por smtp:// o smtps://');
  return text;
}

function publicUrl(value: string | undefined, port: number): string {
  const text = (value?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(text)) throw new Error(`PUBLIC_URL debe empezar por http:// o https:// (valor: "${text}")`);
  return text;
}

function metricsToken(value: string | undefined): string | null {
  const token = value?.trim() || null;
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN debe tener al menos 16 caracteres');
  return token;
}

/** AUDIT_TRAIL: `on` (the default) or `off` (for measuring the trail's cost only). */
function auditTrailSwitch(value: string | undefined): boolean {
  if (!value || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`AUDIT_TRAIL debe ser on u off (valor: "${value}")`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const slotMinutes = int(env.SLOT_MINUTES, 15, 'SLOT_MINUTES');
  if (slotMinutes < 5 || slotMinutes > 240) throw new Error('SLOT_MINUTES debe estar entre 5 y 240');
  const port = int(env.PORT, 3000, 'PORT');
  const timeZone = env.RESTAURANT_TZ || env.TZ || 'Europe/Madrid';
  // Fails early on an unknown zone name.
  new Intl.DateTimeFormat('es-ES', { timeZone }).format(new Date());
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 8 * 3600, 'JWT_TTL_SECONDS'),
    rememberDays: int(env.REMEMBER_DAYS, 60, 'REMEMBER_DAYS'),
    auditRetentionDays: int(env.AUDIT_RETENTION_DAYS, 365, 'AUDIT_RETENTION_DAYS'),
    auditTrail: auditTrailSwitch(env.AUDIT_TRAIL),
    seedDemo: env.SEED_DEMO !== 'false',
    openingHours: parseOpeningHours(env.OPENING_HOURS || '12:00-16:00,20:00-23:00'),
    slotMinutes,
    timeZone,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    staticDir: env.STATIC_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL || 'info',
    loginLimitPerAccount: int(env.LOGIN_LIMIT_ACCOUNT, 10, 'LOGIN_LIMIT_ACCOUNT'),
    loginLimitPerIp: int(env.LOGIN_LIMIT_IP, 50, 'LOGIN_LIMIT_IP'),
    loginWindowMs: 15 * 60 * 1000,
    signupLimitPerIp: int(env.SIGNUP_LIMIT_IP, 30, 'SIGNUP_LIMIT_IP'),
    recoveryLimitPerIp: int(env.RECOVERY_LIMIT_IP, 10, 'RECOVERY_LIMIT_IP'),
    resetLimitPerIp: int(env.RESET_LIMIT_IP, 20, 'RESET_LIMIT_IP'),
    emailLookupLimitPerIp: int(env.EMAIL_LOOKUP_LIMIT_IP, 120, 'EMAIL_LOOKUP_LIMIT_IP'),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 2 * 1024 * 1024, 'MAX_UPLOAD_BYTES'),
    uploadLimitPerHour: int(env.UPLOAD_LIMIT_PER_HOUR, 20, 'UPLOAD_LIMIT_PER_HOUR'),
    uploadLimitPerHourStaff: int(env.UPLOAD_LIMIT_PER_HOUR_STAFF, 200, 'UPLOAD_LIMIT_PER_HOUR_STAFF'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxPortionsPerOrder: int(env.MAX_PORTIONS_PER_ORDER, DEFAULT_MAX_PORTIONS_PER_ORDER, 'MAX_PORTIONS_PER_ORDER'),
    maxPendingOrders: int(env.MAX_PENDING_ORDERS, DEFAULT_MAX_PENDING_ORDERS, 'MAX_PENDING_ORDERS'),
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'),
    ...requestTimeouts(env),
    kitchenCooks: kitchenCooks(env.KITCHEN_COOKS),
    mailOutbox: mailOutbox(env.MAIL_OUTBOX),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Comedor <no-reply@localhost>',
    restaurantName: env.RESTAURANT_NAME?.trim() || 'Comedor',
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    mailMaxAttempts: Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 8, 'MAIL_MAX_ATTEMPTS')),
    mailPollMs: 5000,
    mailRetryBaseMs: 30_000,
    ...vapidKeys(env),
    vapidSubject: vapidSubject(env, env.MAIL_FROM?.trim() || 'Comedor <no-reply@localhost>'),
    pushMaxAttempts: Math.max(1, int(env.PUSH_MAX_ATTEMPTS, 8, 'PUSH_MAX_ATTEMPTS')),
    pushPollMs: 2000,
    pushRetryBaseMs: 30_000,
    pushHttpEndpoints: false,
    undoSeconds: undoSeconds(env.UNDO_SECONDS),
    accountContact: env.ACCOUNT_CONTACT?.trim() || null,
    metricsPort: int(env.METRICS_PORT, 0, 'METRICS_PORT') || null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    preorderDays: preorderDays(env.PREORDER_DAYS),
    orderCutoff: orderCutoff(env.ORDER_CUTOFF),
    now: () => new Date(),
    ...overrides,
  };
}

/** Today's date in the restaurant ("YYYY-MM-DD", local). */
export function todayOf(config: Pick<Config, 'now' | 'timeZone'>): string {
  return localClock(config.now(), config.timeZone).date;
}
