-- Issue 18. Staff's 'Update Coach' queue: who decided a report and when, and the queue's order.
-- The Spirit Points leaderboard (points/queries.ts leaderboard): a school's or a state's members
-- by their current (not Rejected) roles, from two partial indexes, and each member's total kept in
-- spirit_point_totals by the triggers below rather than summed from the ledger at every request.
CREATE TABLE "spirit_point_totals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "coach_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spirit_point_totals" ADD CONSTRAINT "spirit_point_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spirit_point_totals_points" ON "spirit_point_totals" USING btree ("points");--> statement-breakpoint
ALTER TABLE "coach_reports" ADD CONSTRAINT "coach_reports_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_reports_queue" ON "coach_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_roles_school_members" ON "member_roles" USING btree ("followed_school_id","member_id") WHERE "member_roles"."status" <> 'Rejected';--> statement-breakpoint
CREATE INDEX "member_roles_state_members" ON "member_roles" USING btree ("followed_state_id","member_id") WHERE "member_roles"."status" <> 'Rejected';--> statement-breakpoint
-- The totals follow the ledger in the statement that changes it (statement triggers with
-- transition tables: a bulk insert of awards is one upsert per member, not one per row). Ledger
-- rows are inserted and deleted (an award taken back), never updated.
CREATE FUNCTION spirit_point_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO spirit_point_totals (member_id, points)
  SELECT member_id, sum(points) FROM added GROUP BY member_id ORDER BY member_id
  ON CONFLICT (member_id) DO UPDATE SET points = spirit_point_totals.points + EXCLUDED.points;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION spirit_point_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE spirit_point_totals t SET points = t.points - r.points
  FROM (SELECT member_id, sum(points) AS points FROM removed GROUP BY member_id) r
  WHERE t.member_id = r.member_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER spirit_point_awards_added AFTER INSERT ON spirit_point_awards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION spirit_point_totals_add();--> statement-breakpoint
CREATE TRIGGER spirit_point_awards_removed AFTER DELETE ON spirit_point_awards
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION spirit_point_totals_remove();--> statement-breakpoint
INSERT INTO spirit_point_totals (member_id, points)
SELECT member_id, sum(points) FROM spirit_point_awards GROUP BY member_id;
