/**
 * The database schema (Drizzle), one module for the client and drizzle-kit: camelCase keys over snake_case
 * columns, money in integer cents. The tables live in four files: the product's core (users, dishes, orders,
 * rewards, complaints, kitchen), the plumbing (outbox, login failures, idempotency keys…) and the canteen's week
 * (menus per date, closed days, usual orders); remembered devices and Web Push (subscriptions, notifications to
 * send) have their own files. Migrations in ./migrations.
 */
export * from './schema-core';
export * from './schema-plumbing';
export * from './schema-week';
export * from './schema-sessions';
export * from './schema-push';
export * from './schema-audit';
export * from './schema-planning';
