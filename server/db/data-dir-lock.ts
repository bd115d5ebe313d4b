/**
 * PGlite keeps no lock of its own, and two processes writing one data folder corrupt it. The server takes
 * this lock before opening the folder: a second server on the same folder refuses to start, while the lock
 * of a process that died (kill -9, power cut) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(
          `La carpeta de datos ${dataDir} ya la usa otro proceso del servidor (pid ${owner}). Detenlo o usa otro DATA_DIR (si ese proceso ya no existe, borra ${file}).`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dataDir}.`);
}
