-- The canteen's week (issue 26): a menu per date, closed dates, rest weekdays, usual orders, and orders that
-- can be cancelled, changed and offered to a colleague. Every existing dish's usual daily portions start at its
-- current stock.
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "daily_portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "dishes" SET "daily_portions" = "stock";--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_daily_portions_check" CHECK ("daily_portions" >= 0);--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD COLUMN IF NOT EXISTS "rest_weekdays" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "day_menus" (
	"date" text PRIMARY KEY NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_by" integer REFERENCES "users"("id") ON DELETE set null
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "day_dishes" (
	"date" text NOT NULL,
	"dish_id" integer NOT NULL REFERENCES "dishes"("id") ON DELETE cascade,
	"portions" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "day_dishes_date_dish_id_pk" PRIMARY KEY("date","dish_id"),
	CONSTRAINT "day_dishes_portions_check" CHECK ("portions" >= 0),
	CONSTRAINT "day_dishes_remaining_check" CHECK ("remaining" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "day_dishes_dish_idx" ON "day_dishes" ("dish_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "closed_days" (
	"date" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "usual_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"weekdays" text NOT NULL,
	"pickup_hour" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usual_orders_user_idx" ON "usual_orders" ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "given_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "usual_order_id" integer REFERENCES "usual_orders"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('pending', 'finished', 'cancelled'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_offered_idx" ON "orders" ("pickup_date") WHERE "offered_at" IS NOT NULL;
