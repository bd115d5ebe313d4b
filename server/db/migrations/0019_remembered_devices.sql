-- "Mantener la sesión iniciada en este dispositivo" (issue 28): remembered devices, each a hashed secret held in
-- an HttpOnly cookie and exchanged for a fresh session token (server/routes/remembered-devices.ts).
CREATE TABLE IF NOT EXISTS "remembered_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret_hash" text NOT NULL,
	"label" text NOT NULL,
	"session_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "remembered_devices_user_idx" ON "remembered_devices" ("user_id");
