/**
 * The kitchen's planning (issue 27), in the schema (Drizzle): the production sheet frozen at a date's cut-off and
 * the leftovers entered at the end of service. ./schema.ts re-exports them. `day_dishes.sold_out_at` (when a dish
 * ran out on a date) is in ./schema-week.ts with its table. Migration 0022.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dishes, users } from './schema-core';

/**
 * A date's production sheet as it stood at the date's cut-off, per dish: `booked` portions, `expected` walk-in
 * portions (the forecast, model/forecast.ts), the safety `margin`, and `suggested` = booked + expected + margin.
 * Written once (insert … on conflict do nothing); later orders and cancellations show as a difference beside it.
 */
export const productionSheets = pgTable(
  'production_sheets',
  {
    date: text('date').notNull(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    booked: integer('booked').notNull(),
    expected: integer('expected').notNull(),
    margin: integer('margin').notNull(),
    suggested: integer('suggested').notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.dishId] }),
    check(
      'production_sheets_figures_check',
      sql`${t.booked} >= 0 and ${t.expected} >= 0 and ${t.margin} >= 0 and ${t.suggested} >= 0`,
    ),
  ],
);

/** Why portions came back: left in the pan, returned by a customer, past their date. */
export const LEFTOVER_REASONS = ['sobrante', 'devuelto', 'caducado'] as const;

/** What was left of a dish on a date, per reason: portions and, when weighed, grams. Saved as typed. */
export const leftovers = pgTable(
  'leftovers',
  {
    date: text('date').notNull(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    portions: integer('portions').notNull().default(0),
    weightGrams: integer('weight_grams'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.dishId, t.reason] }),
    check('leftovers_reason_check', sql`${t.reason} in ('sobrante', 'devuelto', 'caducado')`),
    check('leftovers_figures_check', sql`${t.portions} >= 0 and (${t.weightGrams} is null or ${t.weightGrams} >= 0)`),
    index('leftovers_dish_idx').on(t.dishId),
  ],
);
