CREATE TABLE "order_stations_done" (
	"order_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_stations_done_order_id_station_id_pk" PRIMARY KEY("order_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "station_categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	CONSTRAINT "station_categories_category_check" CHECK ("station_categories"."category_id" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_stations_done" ADD CONSTRAINT "order_stations_done_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stations_done" ADD CONSTRAINT "order_stations_done_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_categories" ADD CONSTRAINT "station_categories_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_categories_station_idx" ON "station_categories" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_idx" ON "stations" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "stations" ("id", "name") VALUES (1, 'Cocina'), (2, 'Postres'), (3, 'Barra');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('stations', 'id'), 3);
--> statement-breakpoint
INSERT INTO "station_categories" ("category_id", "station_id") VALUES (1, 1), (2, 1), (3, 1), (4, 2), (5, 3);
