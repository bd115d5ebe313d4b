ALTER TABLE "orders" ADD COLUMN "reopened_at" timestamp with time zone;
