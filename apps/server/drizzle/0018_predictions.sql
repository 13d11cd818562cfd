CREATE TABLE "predictions" (
	"prediction_id" text PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL,
	"closes_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
