/**
 * `npm run admin:create -- <e-mail> [--name "Nombre"] [--url https://comedor.example]`: creates an administrator
 * (or promotes an existing account) on the database of DATABASE_URL or DATA_DIR, and prints a one-time link to
 * set its password (valid one hour). The first step of a real installation with SEED_DEMO=false.
 * The embedded database (DATA_DIR) is opened by one process at a time: stop the server first there.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { loadEnvFileIfPresent } from '../server/env-file';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/data-dir-lock';
import { createOrPromoteAdmin } from '../server/admin/create-admin';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, url: { type: 'string' } },
    });
  } catch (e) {
    fail((e as Error).message);
  }
})();
if (positionals.length !== 1)
  fail('Uso: npm run admin:create -- <correo> [--name "Nombre"] [--url https://direccion-del-comedor]');

loadEnvFileIfPresent();
const config = loadConfig();
let lock: { release(): void } | null = null;
if (!config.databaseUrl) {
  try {
    lock = lockDataDir(config.dataDir);
  } catch (e) {
    fail(
      `${(e as Error).message}\nLa base de datos integrada solo la abre un proceso: detén el servidor, crea el administrador y vuelve a arrancarlo.`,
    );
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
try {
  const access = await createOrPromoteAdmin(database.db, positionals[0], values.name ?? null, new Date());
  const base = (values.url ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const what = {
    created: 'Administrador creado',
    promoted: 'Cuenta existente convertida en administrador',
    kept: 'La cuenta ya era administrador',
  }[access.outcome];
  process.stdout.write(
    `${what}: ${access.email}\n` +
      `Enlace para elegir su contraseña (sirve una vez y caduca en una hora):\n${base}${access.link}\n`,
  );
} catch (e) {
  process.exitCode = 1;
  process.stderr.write(`${(e as Error).message}\n`);
} finally {
  await database.close();
  lock?.release();
}
