-- Log-in and sign-up look e-mails up in lower case: without this index each one read the whole table.
CREATE INDEX IF NOT EXISTS "users_email_lower_idx" ON "users" USING btree (lower("email"));
--> statement-breakpoint
-- The user search (name, surname or e-mail containing a text) uses a trigram index, so a page of a search
-- costs what it matches, not the size of the table. pg_trgm ships with PostgreSQL (contrib) and PGlite;
-- where it is missing the search still works, by reading the table.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin ((lower(name || ' ' || surname || ' ' || email)) gin_trgm_ops);
  END IF;
END
$$;
