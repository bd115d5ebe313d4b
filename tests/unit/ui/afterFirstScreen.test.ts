// When the live stream may open (src/ui/afterFirstPaint.ts afterFirstScreen): not in the first paint's task, nor in
// the moments after it when the screen still draws and fetches its photos, but once that time has passed and the
// main thread is idle; and never once the screen is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, SETTLE_MS } from '../../../src/ui/afterFirstPaint';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});
afterEach(() => vi.useRealTimers());

describe('afterFirstScreen', () => {
  it('runs once the screen has painted and had its time to settle, when the main thread is idle', () => {
    expect(document.readyState).toBe('complete');
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(SETTLE_MS - 50);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run when cancelled before, at any stage', () => {
    for (const after of [0, 20, SETTLE_MS - 10]) {
      const run = vi.fn();
      const cancel = afterFirstScreen(run);
      vi.advanceTimersByTime(after);
      cancel();
      vi.advanceTimersByTime(5_000);
      expect(run, `cancelled after ${after} ms`).not.toHaveBeenCalled();
    }
  });
});
