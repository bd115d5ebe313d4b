/**
 * A dish's stock on a date, as SQL over the `dishes` row (issue 26): a date nobody planned (no `day_menus` row)
 * offers every active dish, with its `day_dishes.remaining` once an order took some that day, else its usual
 * `daily_portions`; a planned date offers only its `day_dishes` rows. Closed days are the caller's business
 * (server/repos/open-days-repo.ts): they offer nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dayDishes, dayMenus, dishes } from '../db/schema';

const planned = (date: string) => sql`exists (select 1 from ${dayMenus} m where m.date = ${date})`;
const hasRow = (date: string) =>
  sql`exists (select 1 from ${dayDishes} dd where dd.date = ${date} and dd.dish_id = ${dishes.id})`;

/** Portions of the dish still free to book on `date` (0 when a planned date does not offer it). */
export function remainingOn(date: string): SQL<number> {
  return sql<number>`coalesce((select dd.remaining from ${dayDishes} dd where dd.date = ${date} and dd.dish_id = ${dishes.id}),
    case when ${planned(date)} then 0 else ${dishes.dailyPortions} end)`.mapWith(Number);
}

/** Whether `date`'s menu offers the dish (active, and on the menu when the date is planned). */
export function offeredOn(date: string): SQL {
  return sql`(${dishes.isActive} and (${hasRow(date)} or not ${planned(date)}))`;
}
