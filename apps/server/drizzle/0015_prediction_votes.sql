CREATE TABLE "prediction_votes" (
	"player_id" integer NOT NULL,
	"prediction_id" text NOT NULL,
	"option" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_votes_player_id_prediction_id_pk" PRIMARY KEY("player_id","prediction_id")
);
--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_votes_prediction_idx" ON "prediction_votes" USING btree ("prediction_id","option");