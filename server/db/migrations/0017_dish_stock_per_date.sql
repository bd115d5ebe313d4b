-- Stock per date (issue 26): a dish's stock is its date's `day_dishes.remaining` (or its usual
-- `daily_portions` while nobody took any that day), so the single `dishes.stock` column goes. Today's portions
-- already taken from it are kept as today's row (the database's current date).
INSERT INTO "day_dishes" ("date", "dish_id", "portions", "remaining")
SELECT to_char(current_date, 'YYYY-MM-DD'), "id", greatest("daily_portions", "stock"), "stock" FROM "dishes"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "dishes" DROP CONSTRAINT IF EXISTS "dishes_stock_check";--> statement-breakpoint
ALTER TABLE "dishes" DROP COLUMN IF EXISTS "stock";
