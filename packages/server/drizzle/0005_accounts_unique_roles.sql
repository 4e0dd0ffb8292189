-- A database made before this constraint may hold the same role twice (two requests that checked
-- and inserted at the same time): keep the first of each.
DELETE FROM "member_roles" AS "later" USING "member_roles" AS "first" WHERE "first"."id" < "later"."id" AND "first"."member_id" = "later"."member_id" AND "first"."role" = "later"."role" AND "first"."followed_school_id" IS NOT DISTINCT FROM "later"."followed_school_id" AND "first"."followed_sport_id" IS NOT DISTINCT FROM "later"."followed_sport_id" AND "first"."followed_district_id" IS NOT DISTINCT FROM "later"."followed_district_id";--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_once" UNIQUE NULLS NOT DISTINCT("member_id","role","followed_school_id","followed_sport_id","followed_district_id");
