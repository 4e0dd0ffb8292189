CREATE TABLE "score_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_corrections" ADD CONSTRAINT "score_corrections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_corrections" ADD CONSTRAINT "score_corrections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_corrections_game" ON "score_corrections" USING btree ("game_id","created_at");