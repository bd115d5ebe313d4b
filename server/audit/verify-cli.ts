/**
 * `npm run audit:verify`: checks the audit trail's hash chain on the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR). Exit 0 when intact; exit 1 naming the first altered event.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { verifyAuditChain } from './verify';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
  try {
    const report = await verifyAuditChain(database.db);
    if (report.ok) {
      console.log(`Registro de actividad íntegro: ${report.checked} eventos comprobados.`);
      return 0;
    }
    const why = report.reason === 'hash' ? 'su contenido no coincide con su hash' : 'no enlaza con el evento anterior';
    console.error(
      `Registro de actividad alterado: el evento ${report.brokenId} ${why} (${report.checked} eventos correctos antes).`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`No se pudo comprobar el registro de actividad: ${err.message}`);
    process.exit(2);
  },
);
