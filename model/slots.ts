/**
 * Pick-up slots. Opening hours are ranges like "12:00-16:00,20:00-23:00" ("00:00-24:00" = all day) in the
 * restaurant's time zone; slots start every `slotMinutes` from each range's opening and the last one starts
 * one slot before closing. Only slots that start after "now" are offered, so a past hour is never offered.
 */
import { localClock, localTimeExists } from './zonedTime';

export { localClock };

export interface OpeningRange {
  from: number; // minutes since midnight
  to: number; // minutes since midnight, up to 1440
}

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

export function parseClock(text: string): number | null {
  const m = HHMM.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 ? minutes : null;
}

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function parseOpeningHours(spec: string): OpeningRange[] {
  const ranges = spec.split(',').map((part) => {
    const [a, b] = part.split('-');
    const from = a === undefined ? null : parseClock(a);
    const to = b === undefined ? null : parseClock(b);
    if (from === null || to === null || to <= from) {
      throw new Error(`Horario de apertura no válido: "${part}" (formato HH:MM-HH:MM)`);
    }
    return { from, to };
  });
  return ranges.sort((x, y) => x.from - y.from);
}

/** Every slot of the day, in order. */
export function daySlots(ranges: OpeningRange[], slotMinutes: number): string[] {
  const out: string[] = [];
  for (const r of ranges) {
    for (let t = r.from; t + slotMinutes <= r.to; t += slotMinutes) out.push(formatClock(t));
  }
  return out;
}

/**
 * Slots still possible today: those starting strictly after the current local time, and only times the clock
 * really shows today (on the spring daylight-saving day 02:00–02:45 do not exist in Madrid).
 */
export function availableSlots(now: Date, ranges: OpeningRange[], slotMinutes: number, timeZone: string): string[] {
  const { date, minutes } = localClock(now, timeZone);
  return daySlots(ranges, slotMinutes).filter((s) => {
    const start = parseClock(s) ?? 0;
    return start > minutes && localTimeExists(date, start, timeZone);
  });
}

/**
 * Slots offered for `date` (issue 26): today's still to come (as availableSlots), every slot the clock really
 * shows on a later date, none on a past one.
 */
export function slotsOn(date: string, now: Date, ranges: OpeningRange[], slotMinutes: number, timeZone: string): string[] {
  const today = localClock(now, timeZone).date;
  if (date < today) return [];
  if (date === today) return availableSlots(now, ranges, slotMinutes, timeZone);
  return daySlots(ranges, slotMinutes).filter((s) => localTimeExists(date, parseClock(s) ?? 0, timeZone));
}
