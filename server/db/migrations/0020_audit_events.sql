-- The audit trail (issue 29): every change of data and every security event, hash-chained (server/audit/).
-- Append-only: UPDATE, DELETE and TRUNCATE are refused by the database, save the retention's pruning, which sets
-- `comedor.audit_prune_before` in its own transaction and may then delete only the rows older than that instant.
CREATE TABLE IF NOT EXISTS "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"request_id" text,
	"client_ip" text,
	"resource" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"detail" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_at_idx" ON "audit_events" ("at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_record_idx" ON "audit_events" ("resource", "record_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_idx" ON "audit_events" ("actor_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	prune_before text := current_setting('comedor.audit_prune_before', true);
BEGIN
	IF TG_OP = 'DELETE' AND prune_before IS NOT NULL AND prune_before <> '' AND OLD.at < prune_before::timestamptz THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_events_append_only ON "audit_events";--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_events_no_truncate ON "audit_events";--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
