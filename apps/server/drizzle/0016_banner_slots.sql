CREATE TABLE "banner_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"banners" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
