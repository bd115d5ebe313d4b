CREATE TABLE IF NOT EXISTS "address_hits" (
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "address_hits_bucket_address_pk" PRIMARY KEY("bucket","address")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "address_hits_window_idx" ON "address_hits" USING btree ("window_start");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "used_stream_tickets" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "used_stream_tickets_expires_idx" ON "used_stream_tickets" USING btree ("expires_at");
