/**
 * Process entry: loads the configuration, opens the database (migrating it), loads the demo data on an
 * empty database, listens, and closes the database cleanly on SIGINT/SIGTERM. Everything it prints is one JSON
 * line (pino's format, ./log-line.ts before the logger exists), so a log collector reads every line alike.
 */
import { loadConfig } from './config';
import { loadEnvFileIfPresent } from './env-file';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './db/seed';
import { lockDataDir } from './db/data-dir-lock';
import { serveBackupRequests } from './db/backup';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-data/users';
import { logLine } from './log-line';
import { openDemoAccounts } from './auth/demo-accounts';

/** A start that cannot go on: one fatal JSON line on stderr (where the operator looks first), exit 1. */
function fail(e: unknown): never {
  const err = e as Error;
  logLine('fatal', err.message, { err: { type: err.name, message: err.message, stack: err.stack } }, process.stderr);
  process.exit(1);
}
process.on('unhandledRejection', fail);
process.on('uncaughtException', fail);

const config = (() => {
  try {
    loadEnvFileIfPresent();
    return loadConfig();
  } catch (e) {
    fail(e);
  }
})();
const lock = (() => {
  if (config.databaseUrl) return null;
  try {
    return lockDataDir(config.dataDir);
  } catch (e) {
    fail(e);
  }
})();
let seeded = false;
// On PostgreSQL the seed runs under the migration's advisory lock: N processes started together seed once.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
  setup: config.seedDemo
    ? async (db) => {
        seeded = await seedIfEmpty(db, { now: config.now(), timeZone: config.timeZone });
      }
    : undefined,
}).catch(fail);
const app = await buildApp({
  config,
  database,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.oldPassword', 'req.body.newPassword'],
  },
}).catch(fail);

if (seeded) {
  // The person who just ran `npm start` needs these to log in: the demo accounts and their published password.
  app.log.info(
    { demoAccounts: DEMO_ACCOUNTS },
    `Datos de demostración cargados. Cuentas (contraseña "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`,
  );
}

let stopping = false;
/**
 * Graceful stop: not ready at once, keep serving for SHUTDOWN_DELAY_MS (load balancers notice), then stop
 * accepting and let in-flight requests finish (`app.close()`, whose preClose hooks end the event streams),
 * and only then close the database.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} recibido: cerrando`);
  app.readiness.drain();
  if (config.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
  try {
    await app.close();
  } finally {
    await database.close();
    lock?.release();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// `npm run db:backup` asks this process for the copy: PGlite's folder is not shared with another process.
if (database.dump) serveBackupRequests(config.dataDir, () => database.dump!(), app.log);

await app.listen({ port: config.port, host: config.host }).catch(fail);
app.log.info({ url: `http://localhost:${config.port}` }, `Comedor escuchando en http://localhost:${config.port}`);

// Outside the embedded mode this is a real deployment: the demo accounts' published password must not open it.
if (config.databaseUrl) {
  const open = await openDemoAccounts(database.db).catch(() => []);
  if (open.length)
    app.log.warn(
      { demoAccounts: open },
      `ATENCIÓN: cuentas de demostración activas con la contraseña publicada "${DEMO_PASSWORD}" en una base de datos PostgreSQL: ${open.join(', ')}. ` +
        'Cualquiera puede entrar con ellas. Crea tu administrador (npm run admin:create -- <correo>), desactiva o borra estas cuentas y arranca con SEED_DEMO=false.',
    );
}
