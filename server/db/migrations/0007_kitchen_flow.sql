ALTER TABLE "orders" ADD COLUMN "reopened_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_at" timestamp with time zone;
