CREATE TABLE "game_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer,
	"via_link" boolean DEFAULT false NOT NULL,
	"held" boolean NOT NULL,
	"message" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_posts" ADD CONSTRAINT "game_posts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_posts" ADD CONSTRAINT "game_posts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_posts_game" ON "game_posts" USING btree ("game_id","created_at");