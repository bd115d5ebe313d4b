/**
 * After a deploy, an open tab still runs the old entry code, whose lazy chunks no longer exist on the server:
 * loading one fails (Vite's `vite:preloadError`). Reloading fetches the new index.html and its chunks. The
 * time of the last such reload is kept in sessionStorage so a chunk that is truly broken cannot make the
 * tab reload in a loop: within `quietMs` of a reload, the error is left to the app's error screen.
 */
const KEY = 'comedor.staleChunkReload';

export interface StaleChunkDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Returns true when it reloaded (the caller then suppresses the error). */
export function reloadOnceForStaleChunk({ storage, reload, now }: StaleChunkDeps, quietMs = 10_000): boolean {
  let last = NaN;
  try {
    last = Number(storage.getItem(KEY));
  } catch {
    // storage blocked (private mode): reloading without the guard could loop, so do not reload
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now() - last < quietMs) return false;
  try {
    storage.setItem(KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

export function installStaleChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const reloaded = reloadOnceForStaleChunk({ storage: win.sessionStorage, reload: () => win.location.reload(), now: Date.now });
    if (reloaded) event.preventDefault();
  });
}
