/**
 * Which pick-up day the customer's menu shows: the one they chose while it still takes orders, else today, or the
 * next day that takes orders once today does not (its last slot has passed, or it is closed). An order being
 * changed keeps its own day.
 */
import type { Calendar } from '../../../model/week-responses';

export function defaultDay(calendar: Calendar): string {
  return calendar.days.find((d) => d.orderable)?.date ?? calendar.today;
}

export function resolveDay(
  chosen: string | undefined,
  calendar: Calendar | undefined,
  fallbackToday: string,
  editingDate?: string,
): string {
  if (editingDate) return editingDate;
  // before the calendar arrives: the day chosen when it is not past, else today
  if (!calendar) return chosen && chosen >= fallbackToday ? chosen : fallbackToday;
  if (chosen && calendar.days.some((d) => d.date === chosen && d.orderable)) return chosen;
  return defaultDay(calendar);
}
