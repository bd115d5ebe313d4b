-- Web Push (issue 28): the customers' push subscriptions (one per device) and the notifications waiting for
-- the push worker, one row per subscription, written in the transaction of the event that causes them.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_outbox_subject_idx" ON "push_outbox" ("kind", "subject_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_outbox_subscription_idx" ON "push_outbox" ("subscription_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_outbox_due_idx" ON "push_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
