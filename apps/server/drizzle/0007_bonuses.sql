CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"freebet_type" text,
	"status" text NOT NULL,
	"promo_code" text,
	"texts" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('comboboost', 'freebet')),
	CONSTRAINT "bonus_campaigns_status" CHECK ("bonus_campaigns"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "bonus_campaigns_freebet_type" CHECK (("bonus_campaigns"."kind" = 'freebet') = coalesce("bonus_campaigns"."freebet_type" in ('only_win', 'all_win', 'no_risk'), false))
);
--> statement-breakpoint
CREATE TABLE "bonus_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_bonus_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"bet_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_movements_kind" CHECK ("bonus_movements"."kind" in ('issued', 'spent', 'returned', 'expired', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"freebet_type" text,
	"amount" bigint,
	"currency" text,
	"uses_left" integer,
	"seen" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"bet_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in ('available', 'bonus_over', 'expired', 'deactivated')),
	CONSTRAINT "player_bonuses_amount" CHECK ("player_bonuses"."amount" is null or "player_bonuses"."amount" > 0),
	CONSTRAINT "player_bonuses_freebet" CHECK (("player_bonuses"."amount" is null) = ("player_bonuses"."freebet_type" is null) and ("player_bonuses"."freebet_type" is null or "player_bonuses"."freebet_type" in ('only_win', 'all_win', 'no_risk'))),
	CONSTRAINT "player_bonuses_uses_left" CHECK ("player_bonuses"."uses_left" is null or "player_bonuses"."uses_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_movements" ADD CONSTRAINT "bonus_movements_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_movements" ADD CONSTRAINT "bonus_movements_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_movements_bonus" ON "bonus_movements" USING btree ("player_bonus_id");--> statement-breakpoint
CREATE INDEX "bonus_movements_bet" ON "bonus_movements" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player" ON "player_bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_once" ON "player_bonuses" USING btree ("campaign_id","player_id") WHERE "player_bonuses"."source" in ('promo_code', 'enrolment');--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_returned_bet" ON "player_bonuses" USING btree ("bet_id") WHERE "player_bonuses"."source" = 'returned';