ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_kind";--> statement-breakpoint
ALTER TABLE "bonus_movements" DROP CONSTRAINT "bonus_movements_kind";--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "progress" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "reward_step" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_reward_once" ON "player_bonuses" USING btree ("campaign_id","player_id","reward_step") WHERE "player_bonuses"."source" = 'reward';--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('comboboost', 'freebet', 'hunting', 'jackpot'));--> statement-breakpoint
ALTER TABLE "bonus_movements" ADD CONSTRAINT "bonus_movements_kind" CHECK ("bonus_movements"."kind" in ('issued', 'spent', 'returned', 'expired', 'deactivated', 'progressed'));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_progress" CHECK ("player_bonuses"."progress" is null or "player_bonuses"."progress" >= 0);