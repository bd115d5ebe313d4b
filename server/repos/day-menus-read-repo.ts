/** Which dates the planners made a menu for (a `day_menus` row), for the calendar. */
import { between } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayMenus } from '../db/schema';

export async function plannedDates(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: dayMenus.date })
    .from(dayMenus)
    .where(between(dayMenus.date, from, to));
  return new Set(rows.map((r) => r.date));
}
