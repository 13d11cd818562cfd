CREATE TABLE "jackpot_contributions" (
	"bet_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_contributions_bet_id_campaign_id_pk" PRIMARY KEY("bet_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"level_code" text NOT NULL,
	"player_id" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_euro" bigint NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_hits_status" CHECK ("jackpot_hits"."status" in ('approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"campaign_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"drop_at" bigint NOT NULL,
	"contributed" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_levels_campaign_id_code_pk" PRIMARY KEY("campaign_id","code")
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_kind";--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_hits_campaign" ON "jackpot_hits" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player" ON "jackpot_hits" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('comboboost', 'freebet', 'jackpot'));