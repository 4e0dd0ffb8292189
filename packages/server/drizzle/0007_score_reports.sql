CREATE TABLE "score_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"by_school" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"is_correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_provenance" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_disputed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_reports" ADD CONSTRAINT "score_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_reports" ADD CONSTRAINT "score_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_reports_open_once" ON "score_reports" USING btree ("game_id","member_id") WHERE "score_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "score_reports_open" ON "score_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "score_reports_member" ON "score_reports" USING btree ("member_id","created_at");--> statement-breakpoint
-- Every score stored before members could report came from staff (an import or a correction).
UPDATE "games" SET "score_provenance" = 'verified' WHERE EXISTS (SELECT 1 FROM "game_results" WHERE "game_results"."game_id" = "games"."id" AND "game_results"."score" IS NOT NULL);
