-- Issue 27, the kitchen plans from real numbers: the production sheet frozen at a date's cut-off (per dish: the
-- portions booked, the walk-ins the forecast expected and the total suggested to cook), the leftovers the kitchen
-- enters at the end of service (portions and/or weight, per reason), and the instant a dish ran out on a date
-- (so the analysis can tell how often the kitchen ran out before the last slot). Also an index on the orders a
-- usual order booked (stopping it looks them up).
CREATE TABLE IF NOT EXISTS "production_sheets" (
	"date" text NOT NULL,
	"dish_id" integer NOT NULL REFERENCES "dishes"("id") ON DELETE cascade,
	"booked" integer NOT NULL,
	"expected" integer NOT NULL,
	"margin" integer NOT NULL,
	"suggested" integer NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_sheets_pkey" PRIMARY KEY ("date", "dish_id"),
	CONSTRAINT "production_sheets_figures_check" CHECK ("booked" >= 0 AND "expected" >= 0 AND "margin" >= 0 AND "suggested" >= 0)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "leftovers" (
	"date" text NOT NULL,
	"dish_id" integer NOT NULL REFERENCES "dishes"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"portions" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "leftovers_pkey" PRIMARY KEY ("date", "dish_id", "reason"),
	CONSTRAINT "leftovers_reason_check" CHECK ("reason" IN ('sobrante', 'devuelto', 'caducado')),
	CONSTRAINT "leftovers_figures_check" CHECK ("portions" >= 0 AND ("weight_grams" IS NULL OR "weight_grams" >= 0))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leftovers_dish_idx" ON "leftovers" ("dish_id");--> statement-breakpoint
ALTER TABLE "day_dishes" ADD COLUMN IF NOT EXISTS "sold_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_usual_order_idx" ON "orders" ("usual_order_id") WHERE "usual_order_id" IS NOT NULL;
