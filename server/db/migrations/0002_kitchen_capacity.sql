ALTER TABLE "dishes" ADD COLUMN "prep_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
UPDATE "dishes" SET "prep_minutes" = CASE "category_id" WHEN 1 THEN 10 WHEN 2 THEN 15 WHEN 3 THEN 8 WHEN 4 THEN 3 WHEN 5 THEN 1 ELSE 10 END;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_prep_minutes_check" CHECK ("dishes"."prep_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "prep_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "prep_minutes" = "dishes"."prep_minutes" FROM "dishes" WHERE "dishes"."id" = "order_lines"."dish_id";--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("pickup_date","pickup_hour");--> statement-breakpoint
CREATE TABLE "kitchen_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"cooks" integer,
	"paused_until" timestamp with time zone,
	CONSTRAINT "kitchen_settings_single_row" CHECK ("kitchen_settings"."id" = 1),
	CONSTRAINT "kitchen_settings_cooks_check" CHECK ("kitchen_settings"."cooks" between 1 and 50)
);--> statement-breakpoint
INSERT INTO "kitchen_settings" ("id") VALUES (1);
