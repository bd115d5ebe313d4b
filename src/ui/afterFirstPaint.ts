/**
 * Runs `run` once the page has loaded and painted a frame: work the first screen does not need (opening the live
 * stream) then starts after the first paint instead of delaying it, which on a phone's network is one more request
 * in the way. A tab in the background paints no frame: a timer stands in. Returns the cancel.
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
