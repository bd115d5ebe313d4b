/**
 * The core tables of the schema (Drizzle): users, allergens, dishes, rewards, complaints, orders, images, the
 * kitchen and its stations. ./schema.ts re-exports them with the plumbing and the canteen week.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    points: integer('points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    roleId: integer('role_id').notNull(),
    createdAt: createdAt(),
    /** raised by a password change or reset: tokens signed with an older version stop working */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Log-in looks e-mails up in lower case. The user search's trigram index (pg_trgm, only where the
    // extension exists) is created by migration 0004_perf_indexes, outside this schema.
    index('users_email_lower_idx').using('btree', sql`lower(${t.email})`),
    check('users_role_check', sql`${t.roleId} between 1 and 4`),
    check('users_points_check', sql`${t.points} >= 0`),
  ],
);

/** One row: the user list's version, bumped by triggers on users (migration 0010_user_list_version). */
export const userListVersion = pgTable('user_list_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const allergens = pgTable('allergens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
});

export const usersAllergens = pgTable(
  'users_allergens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'cascade' }),
    isAllergic: boolean('is_allergic').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.allergenId] })],
);

export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    costCents: integer('cost_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isRecommended: boolean('is_recommended').notNull().default(true),
    isSuggested: boolean('is_suggested').notNull().default(true),
    isHighlighted: boolean('is_highlighted').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(true),
    /** the portions a date nobody planned offers (issue 26); a dish created with only `stock` takes that number.
     * A date's stock is `day_dishes.remaining` (server/repos/day-stock-sql.ts). */
    dailyPortions: integer('daily_portions').notNull().default(0),
    categoryId: integer('category_id').notNull().default(1),
    /** minutes one portion takes to prepare (0-240): the kitchen's capacity and ready times are built on it */
    prepMinutes: integer('prep_minutes').notNull().default(10),
    createdAt: createdAt(),
  },
  (t) => [
    check('dishes_category_check', sql`${t.categoryId} between 1 and 5`),
    check('dishes_prep_minutes_check', sql`${t.prepMinutes} between 0 and 240`),
    check('dishes_daily_portions_check', sql`${t.dailyPortions} >= 0`),
    check('dishes_cost_check', sql`${t.costCents} >= 0`),
    index('dishes_category_idx').on(t.categoryId),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ingredients_dish_idx').on(t.dishId)],
);

export const dishAllergens = pgTable(
  'dish_allergens',
  {
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.allergenId] })],
);

export const rewards = pgTable('rewards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  cost: integer('cost').notNull().default(0),
  /** the administrator lets a customer redeem it again (each time spending its cost) */
  repeatable: boolean('repeatable').notNull().default(false),
});

export const usersRewards = pgTable(
  'users_rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_rewards_user_reward_key').on(t.userId, t.rewardId)],
);

/** Each redemption: the points it spent and the short code the counter validates once (model/redemptions.ts). */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null once the reward is deleted: the points spent stay spent */
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    /** the reward's name when it was redeemed, for the counter even after a rename or deletion */
    rewardName: text('reward_name').notNull(),
    cost: integer('cost').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reward_redemptions_code_key').on(t.code),
    index('reward_redemptions_user_reward_idx').on(t.userId, t.rewardId),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    dateSend: timestamp('date_send', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('complaints_date_idx').on(t.dateSend)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** null once the customer's account is deleted: the order stays in the history and the figures */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    pickupDate: text('pickup_date').notNull(),
    pickupHour: text('pickup_hour').notNull(),
    status: text('status').notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** the last time the kitchen recalled this order after 'listo' (boards highlight it) */
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    /** when the counter handed the finished order over (PUT orders/{id}/collect) */
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }),
    /** the customer saw the warning of their allergens in the ordered dishes and confirmed the order anyway */
    allergensConfirmed: boolean('allergens_confirmed').notNull().default(false),
    /** when the customer cancelled it (status 'cancelled'): its portions and minutes went back at once */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** the last change of its lines or hour by the customer */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }),
    /** offered to colleagues ("Ceder mi menú") since then; null when not offered */
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    /** who booked it before a colleague took it over */
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    /** the usual order that booked it (schema-week.ts usual_orders; the foreign key is in migration 0016) */
    usualOrderId: integer('usual_order_id'),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('pending', 'finished', 'cancelled')`),
    index('orders_status_idx').on(t.status, t.pickupDate, t.pickupHour),
    index('orders_user_idx').on(t.userId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_slot_idx').on(t.pickupDate, t.pickupHour),
    index('orders_offered_idx')
      .on(t.pickupDate)
      .where(sql`offered_at is not null`),
    index('orders_usual_order_idx')
      .on(t.usualOrderId)
      .where(sql`usual_order_id is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** the dish's prepMinutes when ordered, so a later edit of the dish does not change a placed order's load */
    prepMinutes: integer('prep_minutes').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_dish_idx').on(t.dishId)],
);

/** Append-only log of order events: the live stream replays from it after a reconnect (Last-Event-ID). */
export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/** One row per upload, so the per-user hourly limit holds across processes (images themselves are shared). */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('image_uploads_user_idx').on(t.userId, t.at)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * The kitchen's shared state, one row (id 1): cooks working in parallel (null = KITCHEN_COOKS) and the end of
 * a pause. It lives in the database so every API process sees the same pause.
 */
export const kitchenSettings = pgTable(
  'kitchen_settings',
  {
    id: integer('id').primaryKey(),
    cooks: integer('cooks'),
    /** weekly rest days, ISO weekdays "6,7" (null or empty: open every day), model/open-days.ts */
    restWeekdays: text('rest_weekdays'),
    pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('kitchen_settings_single_row', sql`${t.id} = 1`),
    check('kitchen_settings_cooks_check', sql`${t.cooks} between 1 and 50`),
  ],
);

/** Kitchen stations (issue 14): each prepares the dishes of its categories; the board can show one station. */
export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stations_name_idx').on(sql`lower(${t.name})`)],
);

/** Which station prepares a category: a category belongs to at most one station (the primary key). */
export const stationCategories = pgTable(
  'station_categories',
  {
    categoryId: integer('category_id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('station_categories_category_check', sql`${t.categoryId} between 1 and 5`),
    index('station_categories_station_idx').on(t.stationId),
  ],
);

/** A station has prepared its lines of a pending order; a recall clears the order's rows. */
export const orderStationsDone = pgTable(
  'order_stations_done',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stationId] })],
);
