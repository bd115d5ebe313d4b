/**
 * Wall-clock times in the restaurant's time zone turned into instants (pick-up "2026-11-23" "13:30" → Date), on
 * daylight-saving days too: in spring a local hour does not exist (Madrid, last Sunday of March, 02:00–02:59),
 * in autumn one happens twice (last Sunday of October, 02:00–02:59). As Temporal's "compatible" rule: a repeated
 * time is its first occurrence; a skipped one is moved forward by the gap (such times are never offered, see
 * `localTimeExists` and model/slots.ts).
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter costs far more than using one: keep one per time zone. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

let deviceZone: string | undefined;

/**
 * The device's own time zone, read once: building the formatter that tells it costs a phone several milliseconds
 * (ICU's zone data), and screens ask for it on every drawing until the restaurant's zone arrives.
 */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

/** Minutes since midnight and the calendar date of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const minutes = Number(get('hour')) * 60 + Number(get('minute')) + Number(get('second')) / 60;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minutes };
}

/**
 * The clock of `now` in `timeZone`, or on the device while the restaurant's zone is not known yet: the device's own
 * date and time need no Intl formatter (building one for the device's zone costs a phone tens of milliseconds, for
 * a reading that the restaurant's replaces a moment later).
 */
export function clockIn(now: Date, timeZone: string | undefined): { date: string; minutes: number } {
  if (timeZone) return localClock(now, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`,
    minutes: now.getHours() * 60 + now.getMinutes() + now.getSeconds() / 60,
  };
}

function clockAt(at: number, timeZone: string): { date: string; minutes: number } {
  const seen = localClock(new Date(at), timeZone);
  return { date: seen.date, minutes: Math.round(seen.minutes * 60) / 60 };
}

/** instants already worked out, by zone, date and minutes; emptied when full (a day's few cut-offs and hours fit) */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 4096;

/**
 * The instant at which the clock in `timeZone` reads `minutes` past midnight on `date` ("YYYY-MM-DD"). Each answer
 * takes up to four readings of an Intl formatter, and a list of orders asks two per order (its cut-off, whether it
 * can still change): answers are kept, as a zone's rules do not change while the program runs.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${date} ${minutes}`;
  let at = instants.get(key);
  if (at === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    at = instantOf(date, minutes, timeZone);
    instants.set(key, at);
  }
  return new Date(at);
}

function instantOf(date: string, minutes: number, timeZone: string): number {
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
  // A time the clock shows twice: the earlier occurrence (offset changes are of 30 or 60 minutes).
  for (const back of [60, 30]) {
    const earlier = guess - back * 60_000;
    const seen = clockAt(earlier, timeZone);
    if (seen.date === date && seen.minutes === minutes) return earlier;
  }
  return guess;
}

/** Whether the clock in `timeZone` ever reads `minutes` on `date` (false inside a spring-forward gap). */
export function localTimeExists(date: string, minutes: number, timeZone: string): boolean {
  const seen = clockAt(zonedInstant(date, minutes, timeZone).getTime(), timeZone);
  return seen.date === date && seen.minutes === minutes;
}
