-- The user list's version: any change that can move a user in or out of a search, or change its order by
-- name, surname, e-mail, role or state, bumps it in the same transaction (statement triggers). A paged
-- search keeps its matching ids between requests while the version stays (repos/users-repo.ts), so page 500
-- of a search costs a page, not the matches, on every process and both databases. Points are left out
-- (they change whenever the kitchen finishes an order): a list sorted by points is never kept.
CREATE TABLE IF NOT EXISTS "user_list_version" (
  "id" integer PRIMARY KEY,
  "version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "user_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_user_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_list_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_list_changed AFTER INSERT OR DELETE OR UPDATE OF name, surname, email, role_id, active ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_list_truncated ON users;
--> statement-breakpoint
CREATE TRIGGER users_list_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_version();
