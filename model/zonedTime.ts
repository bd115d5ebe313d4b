/** Wall-clock times in the restaurant's time zone turned into instants (pick-up "2026-11-23" "13:30" → Date). */
import { localClock } from './slots';

/** The instant at which the clock in `timeZone` reads `minutes` past midnight on `date` ("YYYY-MM-DD"). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wanted = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + minutes * 60_000;
  let guess = wanted;
  // Two corrections settle the zone's offset, daylight-saving changes included.
  for (let i = 0; i < 2; i++) {
    const seen = localClock(new Date(guess), timeZone);
    const [sy, sm, sd] = seen.date.split('-').map(Number);
    const seenAsUtc = Date.UTC(sy ?? 1970, (sm ?? 1) - 1, sd ?? 1) + Math.round(seen.minutes * 60) * 1000;
    guess += wanted - seenAsUtc;
  }
  return new Date(guess);
}
