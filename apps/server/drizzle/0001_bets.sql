CREATE TABLE "account_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"bet_id" integer,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_ledger_balance_not_negative" CHECK ("account_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"match_urn_id" text NOT NULL,
	"match_slug" text NOT NULL,
	"match_type" text NOT NULL,
	"match_status" smallint NOT NULL,
	"match_start_time" timestamp with time zone NOT NULL,
	"sport_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"provider" text NOT NULL,
	"requested_odds" numeric NOT NULL,
	"accepted_odds" numeric NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"placement_request_id" integer,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"odds" numeric NOT NULL,
	"potential_win" bigint NOT NULL,
	"win_amount" bigint,
	"to_cashout" bigint,
	"system_id" text,
	"requested_custom_odds" numeric,
	"custom_odds" numeric,
	"bonus" jsonb,
	"used_in_jackpot" boolean DEFAULT false NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"quick" boolean NOT NULL,
	"device_id" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref"),
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_potential_win_not_negative" CHECK ("bets"."potential_win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "placement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" text NOT NULL,
	"claim_token" text NOT NULL,
	"response_status" smallint,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "placement_requests_status" CHECK ("placement_requests"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_status_history" ADD CONSTRAINT "bet_status_history_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_placement_request_id_placement_requests_id_fk" FOREIGN KEY ("placement_request_id") REFERENCES "public"."placement_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD CONSTRAINT "placement_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_ledger_account" ON "account_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "account_ledger_bet" ON "account_ledger" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_selections_bet_position" ON "bet_selections" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_selections_match" ON "bet_selections" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bet_status_history_bet" ON "bet_status_history" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bets_player_created" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_requests_player_key" ON "placement_requests" USING btree ("player_id","idempotency_key");