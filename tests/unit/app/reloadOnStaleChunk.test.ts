import { describe, expect, it, vi } from 'vitest';
import { installStaleChunkReload, reloadOnceForStaleChunk } from '../../../src/reloadOnStaleChunk';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('reload once when a lazy chunk of an older deploy is gone', () => {
  it('reloads on the first failure, not again right after that reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let t = 1_000_000;
    const deps = { storage, reload, now: () => t };
    expect(reloadOnceForStaleChunk(deps)).toBe(true);
    t += 2_000;
    expect(reloadOnceForStaleChunk(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, long after the last reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let t = 1_000_000;
    const deps = { storage, reload, now: () => t };
    reloadOnceForStaleChunk(deps);
    t += 60 * 60 * 1000;
    expect(reloadOnceForStaleChunk(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the session storage is unavailable (it could not stop a loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(reloadOnceForStaleChunk({ storage, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("suppresses Vite's preload error only when it reloads", () => {
    const reload = vi.fn();
    const listeners: ((e: Event) => void)[] = [];
    const win = {
      addEventListener: (_: string, fn: (e: Event) => void) => listeners.push(fn),
      sessionStorage: memoryStorage(),
      location: { reload },
    } as unknown as Window;
    installStaleChunkReload(win);
    const first = new Event('vite:preloadError', { cancelable: true });
    listeners[0](first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    listeners[0](second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
