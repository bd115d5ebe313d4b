/**
 * Helpers of the canteen-week specs (issue 26) that run on the real clock: the day words the customer app shows,
 * a GET of the API, and the days to book — today while it still has a pick-up slot far enough ahead (in the last
 * minutes before midnight, Madrid time, they wait for the next day instead of failing), and "the next Thursday
 * that is open and before its cut-off".
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Hour } from '../../model/entities';
import type { Calendar } from '../../model/week-responses';
import { tokenFor } from './support';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: auth(token) });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

export const es = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('es-ES', { ...options, timeZone: 'UTC' });

/** "Jueves 3 de diciembre" (the day chips' names, the headings of Mis pedidos) */
export const longDay = (date: string) => {
  const text = es(date, { weekday: 'long', day: 'numeric', month: 'long' }).replace(', ', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "jueves 3" (the cancel question, the edit banner) */
export const weekdayAndDay = (date: string) => es(date, { weekday: 'long', day: 'numeric' });

export const WEEKDAYS = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

export const SECTIONS: Record<number, string> = { 1: 'Primeros', 2: 'Segundos', 3: 'Entrantes', 4: 'Postres', 5: 'Bebidas' };

const MINUTE = 60_000;
/** How far ahead today's last pick-up slot (or a day's cut-off) must be for a spec to use it safely. */
const MARGIN_MINUTES = 4;

function clockMinutes(hour: string): number {
  const [h, m] = hour.split(':').map(Number);
  return h * 60 + m;
}

function madridMinutesNow(timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * The calendar once today has a pick-up slot at least a few minutes ahead, with today's last hour. In the last
 * minutes of the day (no such slot left) it waits for the restaurant's midnight and reads the calendar again, so a
 * run at 23:58 books tomorrow's "today" rather than failing. The wait lengthens the test's timeout.
 */
export async function todayWithTime(request: APIRequestContext): Promise<{ calendar: Calendar; lastHour: string }> {
  const token = await tokenFor(request);
  const { timeZone } = await api<{ timeZone: string }>(request, token, 'settings');
  const read = async () => {
    const calendar = await api<Calendar>(request, token, 'calendar');
    const hours = await api<Hour[]>(request, token, `hours?date=${calendar.today}`);
    const last = hours.at(-1)?.hour;
    const ok = last !== undefined && clockMinutes(last) - madridMinutesNow(timeZone) >= MARGIN_MINUTES;
    return { calendar, lastHour: last ?? '', ok };
  };
  let state = await read();
  if (!state.ok) {
    const before = state.calendar.today;
    test.setTimeout(test.info().timeout + 16 * MINUTE);
    await expect
      .poll(async () => (await api<Calendar>(request, token, 'calendar')).today, { timeout: 15 * MINUTE, intervals: [5_000] })
      .not.toBe(before);
    state = await read();
  }
  expect(state.ok, `today (${state.calendar.today}) has a pick-up hour ahead`).toBe(true);
  return { calendar: state.calendar, lastHour: state.lastHour };
}

/** The open days after today whose cut-off is still a few minutes ahead. */
export function bookableAhead(calendar: Calendar) {
  return calendar.days.filter(
    (d) => d.date > calendar.today && d.orderable && Date.parse(d.cutoffAt) - Date.now() > MARGIN_MINUTES * MINUTE,
  );
}

/** "Puedes cambiarlo hasta el miércoles a las 16:00" for a day of `calendar` under the default "-1d 16:00". */
export function changeUntil(calendar: Calendar, date: string): string {
  const cutoffDay = new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const ahead = Math.round((Date.parse(cutoffDay) - Date.parse(calendar.today)) / 86_400_000);
  const when =
    ahead === 0
      ? 'hoy'
      : ahead === 1
        ? 'mañana'
        : ahead <= 6
          ? `el ${es(cutoffDay, { weekday: 'long' })}`
          : `el ${es(cutoffDay, { weekday: 'long', day: 'numeric' })}`;
  return `Puedes cambiarlo hasta ${when} a las 16:00`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day chip's accessible name: "Jueves 3 de diciembre", or "Mañana, Sábado 28 de noviembre" for today and tomorrow. */
export const dayChip = (date: string) => new RegExp(`^((Hoy|Mañana), )?${escaped(longDay(date))}$`);

/** How a day heads its orders in Mis pedidos and its hours: "Hoy", "Mañana", then "Jueves 3 de diciembre". */
export function dayHeading(calendar: Calendar, date: string): string {
  const ahead = Math.round((Date.parse(date) - Date.parse(calendar.today)) / 86_400_000);
  return ahead === 0 ? 'Hoy' : ahead === 1 ? 'Mañana' : longDay(date);
}
