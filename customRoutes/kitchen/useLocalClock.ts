/**
 * The restaurant's date and minute of the day (its time zone from `GET settings`, the browser's until known),
 * recomputed every 30 s so ticket colours follow the clock. The minute is a whole one, rounded up (a ticket due at
 * 13:00 is late from 13:00:01, as with the exact time): the board redraws when the minute moves, not at every
 * reading (the exact minutes, seconds and all, differed at each one, so mounting the board drew it twice).
 */
import { useEffect, useState } from 'react';
import { useRestaurantTimeZone } from '../../src/ui/useFormat';
import { clockIn } from '../../model/zonedTime';

const TICK_MS = 30_000;

function read(timeZone: string | undefined): { today: string; minutes: number } {
  const { date, minutes } = clockIn(new Date(), timeZone);
  return { today: date, minutes: Math.ceil(minutes) };
}

export function useLocalClock(): { today: string; minutes: number } {
  const timeZone = useRestaurantTimeZone();
  const [clock, setClock] = useState(() => read(timeZone));
  useEffect(() => {
    // a new object only when the date or the minute moved: the whole board redraws with the clock
    const tick = () =>
      setClock((prev) => {
        const next = read(timeZone);
        return next.today === prev.today && next.minutes === prev.minutes ? prev : next;
      });
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return clock;
}
