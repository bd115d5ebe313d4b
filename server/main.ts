/**
 * Process entry: loads the configuration, opens the database (migrating it), loads the demo data on an
 * empty database, listens, and closes the database cleanly on SIGINT/SIGTERM.
 */
import { loadConfig } from './config';
import { loadEnvFileIfPresent } from './env-file';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './db/seed';
import { lockDataDir } from './db/data-dir-lock';
import { serveBackupRequests } from './db/backup';

loadEnvFileIfPresent();
const config = loadConfig();
const lock = (() => {
  if (config.databaseUrl) return null;
  try {
    return lockDataDir(config.dataDir);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
})();
let seeded = false;
// On PostgreSQL the seed runs under the migration's advisory lock: N processes started together seed once.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
  setup: config.seedDemo
    ? async (db) => {
        seeded = await seedIfEmpty(db);
      }
    : undefined,
});
const app = await buildApp({
  config,
  database,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.oldPassword', 'req.body.newPassword'],
  },
});

if (seeded) {
  app.log.info('Datos de demostración cargados');
  // Plain text on purpose: the person who just ran `npm start` needs these to log in.
  process.stdout.write(
    [
      '',
      'Datos de demostración cargados. Cuentas (contraseña "comedor123"):',
      '  admin@comedor.es       Administrador',
      '  encargado@comedor.es   Encargado (cocina)',
      '  usuario@comedor.es     Usuario (cliente)',
      '  pantalla@comedor.es    Pantalla (pantalla de recogida del mostrador)',
      '',
    ].join('\n') + '\n',
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

await app.listen({ port: config.port, host: config.host });
process.stdout.write(`\nComedor escuchando en http://localhost:${config.port}\n\n`);
