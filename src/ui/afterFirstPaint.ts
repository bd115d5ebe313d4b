/**
 * `afterFirstPaint`: runs `run` once the page has loaded and painted a frame: work the first screen does not need
 * (a field's focus; `afterFirstScreen` below waits longer) then starts after the first paint instead of delaying it.
 * A tab in the background paints no frame: a timer stands in. Returns the cancel.
 */
const BACKGROUND_FALLBACK_MS = 500;

export function afterFirstPaint(run: () => void): () => void {
  let done = false;
  let frame = 0;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let next: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (done) return;
    done = true;
    run();
  };
  const painted = () => {
    // a task after the frame: the paint itself has happened
    frame = requestAnimationFrame(() => {
      next = setTimeout(fire, 0);
    });
    fallback = setTimeout(fire, BACKGROUND_FALLBACK_MS);
  };
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', painted, { once: true });
  return () => {
    done = true;
    window.removeEventListener('load', painted);
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(next);
  };
}

/** How long after the page's load and first frame its own drawing (its photos, its next commits) is left alone. */
export const SETTLE_MS = 600;
const IDLE_WAIT_MS = 1000;

/**
 * Runs `run` after the page's load and first frame, once the screen has had SETTLE_MS to finish drawing (its photos,
 * its later commits) and the main thread is idle (at most IDLE_WAIT_MS more): for what the screen does not draw from
 * (the live stream, whose first opening re-reads the lists anyway; the web app manifest), which on a phone's six
 * connections would otherwise take a place and a share of the bandwidth the first screen needs. Returns the cancel.
 */
export function afterFirstScreen(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle = 0;
  const cancelPaint = afterFirstPaint(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
      else run();
    }, SETTLE_MS);
  });
  return () => {
    cancelPaint();
    clearTimeout(timer);
    if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
