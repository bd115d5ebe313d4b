-- Issue 28, the rest: what each customer asked to be told (a reminder before a day's cut-off, 'listo' by
-- e-mail when no device takes push) and in which language; one row per reminder sent (user, pick-up date),
-- so every process may look for due reminders and each customer gets one; and the mail outbox rows' subject
-- (kind and order), so a recalled 'listo' drops its unsent e-mail as it drops its unsent push.
CREATE TABLE IF NOT EXISTS "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"remind_before_cutoff" boolean DEFAULT false NOT NULL,
	"ready_by_mail" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cutoff_reminders" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"pickup_date" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cutoff_reminders_pkey" PRIMARY KEY ("user_id", "pickup_date")
);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "subject_id" integer;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_subject_idx" ON "outbox" ("kind", "subject_id") WHERE "kind" IS NOT NULL;
