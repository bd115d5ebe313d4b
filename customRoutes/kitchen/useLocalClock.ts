/** The local date and minute of the day, recomputed every 30 s so ticket colours follow the clock. */
import { useEffect, useState } from 'react';
import { localClock } from '../../model/slots';

const TICK_MS = 30_000;

function read(): { today: string; minutes: number } {
  const { date, minutes } = localClock(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  return { today: date, minutes };
}

export function useLocalClock(): { today: string; minutes: number } {
  const [clock, setClock] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setClock(read()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
