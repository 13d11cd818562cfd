ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_kind";--> statement-breakpoint
ALTER TABLE "bonus_movements" DROP CONSTRAINT "bonus_movements_kind";--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'jackpot'));--> statement-breakpoint
ALTER TABLE "bonus_movements" ADD CONSTRAINT "bonus_movements_kind" CHECK ("bonus_movements"."kind" in ('issued', 'spent', 'returned', 'expired', 'deactivated', 'progressed', 'boosted'));