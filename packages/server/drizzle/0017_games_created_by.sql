-- Issue 19 (team calendar). Who entered a game on the team calendar, for the duplicates list's
-- 'createdBy' (their display name); let go when their account is deleted.
ALTER TABLE "games" ADD COLUMN "created_by_member_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;