ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD COLUMN "counts_from" timestamp with time zone;--> statement-breakpoint
-- When each session began for a `session` limit (core RG15, RG18): sign-in for a platform session's first
-- sportsbook session started within the 10 idle minutes after it, else the session's own start.
UPDATE "sportsbook_sessions" SET "counts_from" = CASE
  WHEN NOT EXISTS (
    SELECT 1 FROM "sportsbook_sessions" "earlier"
    WHERE "earlier"."session_id" = "sportsbook_sessions"."session_id" AND "earlier"."id" < "sportsbook_sessions"."id"
  ) AND "sportsbook_sessions"."started_at" < (
    SELECT "sessions"."created_at" + interval '10 minutes' FROM "sessions" WHERE "sessions"."id" = "sportsbook_sessions"."session_id"
  ) THEN (SELECT "sessions"."created_at" FROM "sessions" WHERE "sessions"."id" = "sportsbook_sessions"."session_id")
  ELSE "sportsbook_sessions"."started_at"
END;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ALTER COLUMN "counts_from" SET NOT NULL;--> statement-breakpoint
-- Open sessions left behind by concurrent starts end at their last sign of life: one open per platform session.
UPDATE "sportsbook_sessions" SET "ended_at" = "last_seen_at"
WHERE "ended_at" IS NULL AND EXISTS (
  SELECT 1 FROM "sportsbook_sessions" "later"
  WHERE "later"."session_id" = "sportsbook_sessions"."session_id" AND "later"."ended_at" IS NULL
    AND "later"."id" > "sportsbook_sessions"."id"
);--> statement-breakpoint
-- An ended session was last seen when it ended (sign-out and limit ends used to leave last_seen_at earlier).
UPDATE "sportsbook_sessions" SET "last_seen_at" = "ended_at" WHERE "ended_at" > "last_seen_at";--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_sessions_open" ON "sportsbook_sessions" USING btree ("session_id") WHERE "sportsbook_sessions"."ended_at" is null;
