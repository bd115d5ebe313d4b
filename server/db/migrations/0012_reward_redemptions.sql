-- Real redemptions (model/redemptions.ts): each one spends its cost from the customer's redeemable balance
-- (points earned minus points spent here) and carries a short code the counter validates once. A reward the
-- administrator marks repeatable can be redeemed again; the default keeps the once-only behaviour. Deleting a
-- reward keeps its redemptions (reward_id set null, reward_name kept): the points spent stay spent.
ALTER TABLE "rewards" ADD COLUMN IF NOT EXISTS "repeatable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer,
	"reward_name" text NOT NULL,
	"cost" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by" integer
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_code_key" ON "reward_redemptions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_reward_idx" ON "reward_redemptions" USING btree ("user_id","reward_id");
