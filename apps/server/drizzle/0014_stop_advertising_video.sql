-- Nothing serves a match stream or provider statistics yet (the match-centre issue): matches a database
-- already holds stop advertising them. The feed generator writes false from now on.
UPDATE "matches" SET "has_video" = false, "has_provider_stats" = false WHERE "has_video" OR "has_provider_stats";
