-- Real e-mail (issue 28): the SMTP worker claims due outbox rows, retries failures with backoff and gives up
-- after MAIL_MAX_ATTEMPTS (server/mail/). Rows queued before this migration are due at once.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "last_error" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
