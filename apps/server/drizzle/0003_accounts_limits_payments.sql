CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "activity_intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"behaviour" text NOT NULL,
	"expiry" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_brand" text NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completes_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failure_code" text,
	"locale" text NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"number" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"strategy" text,
	"period" text,
	"amount" bigint,
	"currency" text,
	"status" text NOT NULL,
	"replaces_id" integer,
	"pending_action" text,
	"disable_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"confirm_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reality_check_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_ledger" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "date_of_birth" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "affiliate" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "failed_sign_in_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone_country" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD CONSTRAINT "sportsbook_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD CONSTRAINT "sportsbook_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_player_purpose" ON "account_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "activity_intervals_player_ended" ON "activity_intervals" USING btree ("player_id","ended_at");--> statement-breakpoint
CREATE INDEX "payments_player" ON "payments" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("completes_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "phone_codes_player_created" ON "phone_codes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_limits_player_status" ON "player_limits" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_session" ON "sportsbook_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_player_started" ON "sportsbook_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "account_ledger_account_created" ON "account_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
-- Players who existed before e-mail confirmation (the demo players) count as confirmed.
UPDATE "players" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
