/** Which days the canteen opens (model/open-days.ts): the weekly rest days setting and the single closed dates. */
import { asc } from 'drizzle-orm';
import { parseRestWeekdays, type OpenDays } from '../../model/open-days';
import type { Db, Tx } from '../db/client';
import { closedDays, kitchenSettings } from '../db/schema';

export interface ClosedDates extends OpenDays {
  closedDates: ReadonlySet<string>;
  /** a closed date's reason ("Festivo") */
  reasons: ReadonlyMap<string, string>;
}

export async function readOpenDays(db: Db | Tx): Promise<ClosedDates> {
  const [settings] = await db.select({ restWeekdays: kitchenSettings.restWeekdays }).from(kitchenSettings);
  const closed = await db
    .select({ date: closedDays.date, reason: closedDays.reason })
    .from(closedDays)
    .orderBy(asc(closedDays.date));
  return {
    restWeekdays: parseRestWeekdays(settings?.restWeekdays ?? '') ?? [],
    closedDates: new Set(closed.map((c) => c.date)),
    reasons: new Map(closed.map((c) => [c.date, c.reason])),
  };
}
