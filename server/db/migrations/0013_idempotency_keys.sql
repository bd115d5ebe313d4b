-- Idempotency keys (server/plugins/idempotency.ts): a client's `Idempotency-Key` on a call that creates
-- something or changes an order. The first request claims (scope, route, key) with an insert that does nothing
-- on conflict; its answer (status and body) is stored when done, so a retry with the same key and body gets the
-- same answer from any server process. Rows older than 24 h are ignored and removed.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"scope" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"response_body" text,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_route_key_pk" PRIMARY KEY("scope","route","key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
