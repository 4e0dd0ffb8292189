-- Issue 18. Staff's 'Update Coach' queue: who decided a report and when, and the queue's order.
-- The Spirit Points leaderboard (points/queries.ts leaderboard): a school's or a state's members
-- by their current (not Rejected) roles, and each member's total summed from an index alone.
ALTER TABLE "coach_reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "coach_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_reports" ADD CONSTRAINT "coach_reports_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_reports_queue" ON "coach_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_roles_school_members" ON "member_roles" USING btree ("followed_school_id","member_id") WHERE "member_roles"."status" <> 'Rejected';--> statement-breakpoint
CREATE INDEX "member_roles_state_members" ON "member_roles" USING btree ("followed_state_id","member_id") WHERE "member_roles"."status" <> 'Rejected';--> statement-breakpoint
CREATE INDEX "spirit_point_awards_member_points" ON "spirit_point_awards" USING btree ("member_id","points");
