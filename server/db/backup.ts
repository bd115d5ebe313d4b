/**
 * Backups of the embedded database. PGlite is one process per data folder (the folder lock), so a backup
 * taken while the server runs is made BY the server: the `db:backup` command leaves a request file in the
 * data folder and sends SIGUSR2 to the pid in the lock; the server writes the copy (PGlite's own
 * `dumpDataDir`, taken between two queries, after a CHECKPOINT) and answers with a result file. When no
 * server runs, the command takes the lock and dumps the folder itself. A restore goes only into an empty
 * folder, so it can never overwrite live data.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { withoutPrivateFiles } from './backup-contents';
import { lockDataDir } from './data-dir-lock';

const REQUEST_FILE = 'backup-request.json';
const resultFile = (id: string) => `backup-result-${id}.json`;
const WAIT_MS = 120_000;

interface BackupRequest {
  id: string;
  target: string;
}

/** The request id names the result file inside the data folder: digits and a dash only (no `../`). */
const REQUEST_ID = /^[0-9]{1,10}-[0-9]{1,16}$/;

/** A request file as the `db:backup` command writes it, or null for anything else. */
export function parseBackupRequest(json: string): BackupRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, target } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !REQUEST_ID.test(id)) return null;
  if (typeof target !== 'string' || !isAbsolute(target) || target.length > 4096 || target.includes('\0')) return null;
  return { id, target };
}

/**
 * Writes `data` to `target` through a temporary file, so a half-written backup never has the final name; only
 * the owner may read it (mode 0600: it holds every customer's data).
 */
function writeAtomically(target: string, data: Uint8Array): void {
  const temporary = `${target}.partial`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, data, { mode: 0o600, flag: 'wx' });
  try {
    renameSync(temporary, target);
  } catch (err) {
    rmSync(temporary, { force: true });
    throw err;
  }
}

/**
 * In the server: answers backup requests (SIGUSR2) with `dump`. The request file is checked before use, and no
 * failure (a bad request, a full disk, a folder that does not exist) ever ends the process: it is logged and,
 * when the request names where to answer, answered.
 */
export function serveBackupRequests(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: { info(msg: string): void; warn(msg: string): void; error(obj: object, msg: string): void },
): void {
  process.on('SIGUSR2', () => {
    void answerBackupRequest(dataDir, dump, log).catch((err: unknown) => log.error({ err }, 'backup'));
  });
}

async function answerBackupRequest(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: { info(msg: string): void; warn(msg: string): void; error(obj: object, msg: string): void },
): Promise<void> {
  const requestPath = join(dataDir, REQUEST_FILE);
  let json: string;
  try {
    json = readFileSync(requestPath, 'utf8');
    rmSync(requestPath, { force: true });
  } catch {
    return; // a stray signal
  }
  const request = parseBackupRequest(json);
  if (!request) {
    log.warn('Petición de copia de seguridad no válida: se ignora.');
    return;
  }
  let result: object;
  try {
    writeAtomically(request.target, withoutPrivateFiles(await dump()));
    result = { ok: true };
    log.info(`Copia de seguridad escrita en ${request.target}`);
  } catch (err) {
    log.error({ err }, 'backup');
    result = { ok: false, error: (err as Error).message };
  }
  writeFileSync(join(dataDir, resultFile(request.id)), JSON.stringify(result));
}

function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'server.pid'), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Writes a backup of the embedded database in `dataDir` to `file`; says how it was taken. */
export async function backupDataDir(dataDir: string, file: string): Promise<'server' | 'direct'> {
  const target = resolve(file);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`No hay ninguna base de datos en ${dataDir}.`);
  const pid = runningServer(dataDir);
  if (pid !== null) {
    const id = `${process.pid}-${Date.now()}`;
    const request: BackupRequest = { id, target };
    writeFileSync(join(dataDir, `${REQUEST_FILE}.partial`), JSON.stringify(request));
    renameSync(join(dataDir, `${REQUEST_FILE}.partial`), join(dataDir, REQUEST_FILE));
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + WAIT_MS;
    const answer = join(dataDir, resultFile(id));
    while (!existsSync(answer)) {
      if (Date.now() > deadline) throw new Error(`El servidor (pid ${pid}) no respondió a la petición de copia de seguridad.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = JSON.parse(readFileSync(answer, 'utf8')) as { ok: boolean; error?: string };
    rmSync(answer, { force: true });
    if (!result.ok) throw new Error(`El servidor no pudo escribir la copia: ${result.error ?? 'error desconocido'}`);
    return 'server';
  }
  const lock = lockDataDir(dataDir);
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    try {
      await client.exec('CHECKPOINT');
      writeAtomically(target, withoutPrivateFiles(new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  return 'direct';
}

/** Restores a backup into `dataDir`, which must be missing or empty. */
export async function restoreDataDir(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`La carpeta ${dataDir} no está vacía: restaura en una carpeta nueva o vacía (no se sobrescriben datos).`);
  }
  const data = readFileSync(resolve(file));
  const client = new PGlite(dataDir, { loadDataDir: new Blob([data]) });
  await client.waitReady;
  await client.close();
}
