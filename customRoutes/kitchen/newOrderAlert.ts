/**
 * The new-order alert: a short two-tone beep made with WebAudio (no sound file to ship), and the chef's
 * mute choice remembered in localStorage.
 */
import { useCallback, useState } from 'react';

const MUTE_KEY = 'kitchen-alert-muted';
let context: AudioContext | null = null;

export function playBeep(): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.17);
    });
  } catch {
    // no audio device or WebAudio blocked: the visual highlight still announces the order
  }
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useAlertMute(): [boolean, () => void] {
  const [muted, setMuted] = useState(readMuted);
  const toggle = useCallback(() => {
    setMuted((prev) => {
      const next = !prev;
      try {
        localStorage.setItem(MUTE_KEY, String(next));
      } catch {
        // private mode: the choice lasts for this page only
      }
      return next;
    });
  }, []);
  return [muted, toggle];
}
