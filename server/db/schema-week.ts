/**
 * The canteen's week (issue 26), in the schema (Drizzle): the menu of each date, closed dates and standing
 * ("usual") orders. ./schema.ts re-exports them, so the schema is still the one module ./schema.ts.
 *
 * A date nobody planned offers every active dish with its usual `dishes.daily_portions` (on open days). Planning
 * a date (a `day_menus` row) makes its `day_dishes` rows the only dishes offered that day. `day_dishes.remaining`
 * is the date's stock (portions still free); a row may also exist for an unplanned date, made when its first
 * order took stock, so that stock per date is one row to lock and update under races.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dishes, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A planned date ("YYYY-MM-DD", local): only its day_dishes are offered. */
export const dayMenus = pgTable('day_menus', {
  date: text('date').primaryKey(),
  plannedAt: timestamp('planned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  plannedBy: integer('planned_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A dish's portions on a date: `portions` planned, `remaining` still free to book (the date's stock). */
export const dayDishes = pgTable(
  'day_dishes',
  {
    date: text('date').notNull(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    portions: integer('portions').notNull(),
    remaining: integer('remaining').notNull(),
    /** when the date's last free portion was taken (null while some are left); issue 27's "ran out" figure */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.dishId] }),
    check('day_dishes_portions_check', sql`${t.portions} >= 0`),
    check('day_dishes_remaining_check', sql`${t.remaining} >= 0`),
    index('day_dishes_dish_idx').on(t.dishId),
  ],
);

/** Single closed dates (holidays), entered in the admin; weekly rest days are `kitchen_settings.rest_weekdays`. */
export const closedDays = pgTable('closed_days', {
  date: text('date').primaryKey(),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
});

/** "My usual order": the same lines at the same hour on chosen ISO weekdays ("1,3,5"), booked as real orders. */
export const usualOrders = pgTable(
  'usual_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekdays: text('weekdays').notNull(),
    pickupHour: text('pickup_hour').notNull(),
    /** [{ dishId, quantity }] */
    lines: jsonb('lines').$type<{ dishId: number; quantity: number }[]>().notNull(),
    createdAt: createdAt(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('usual_orders_user_idx').on(t.userId)],
);
