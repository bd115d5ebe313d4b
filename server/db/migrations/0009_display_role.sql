-- Role 4 "Pantalla": a display-only account for the counter's pick-up screen. Roles live in model/roles.ts
-- (there is no roles table); the users' role check widens to admit the new id.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role_id" between 1 and 4);
