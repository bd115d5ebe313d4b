/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` for the embedded database in DATA_DIR.
 * On PostgreSQL use pg_dump / pg_restore instead (docs/deployment.md, "Backups").
 */
import { loadConfig } from '../config';
import { loadEnvFileIfPresent } from '../env-file';
import { backupDataDir, restoreDataDir } from './backup';

const [command, file] = process.argv.slice(2);
loadEnvFileIfPresent();
const config = loadConfig();

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!file || (command !== 'backup' && command !== 'restore'))
  fail('Uso: npm run db:backup -- ARCHIVO | npm run db:restore -- ARCHIVO');
if (config.databaseUrl) fail('DATABASE_URL apunta a PostgreSQL: usa pg_dump y pg_restore para sus copias de seguridad.');

try {
  if (command === 'backup') {
    const how = await backupDataDir(config.dataDir, file);
    process.stdout.write(
      `Copia de seguridad de ${config.dataDir} escrita en ${file}${how === 'server' ? ' (por el servidor en marcha)' : ''}.\n`,
    );
  } else {
    await restoreDataDir(config.dataDir, file);
    process.stdout.write(`Copia ${file} restaurada en ${config.dataDir}.\n`);
  }
} catch (err) {
  fail((err as Error).message);
}
