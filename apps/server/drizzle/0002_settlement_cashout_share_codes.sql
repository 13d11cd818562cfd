CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bets" jsonb NOT NULL,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_codes_expires" ON "share_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bet_selections_open_match" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."result" = 'no_results';--> statement-breakpoint
CREATE INDEX "bets_open" ON "bets" USING btree ("id") WHERE "bets"."status" = 'waiting_results';--> statement-breakpoint
ALTER TABLE "bets" DROP COLUMN "to_cashout";