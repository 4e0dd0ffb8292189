CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bracket_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bracket_id" integer NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"game_id" integer,
	"event_date" date,
	"top_kind" text NOT NULL,
	"top_school_id" integer,
	"top_seed" integer,
	"top_from_match_id" integer,
	"bottom_kind" text NOT NULL,
	"bottom_school_id" integer,
	"bottom_seed" integer,
	"bottom_from_match_id" integer,
	"winner_to_match_id" integer,
	"winner_to_side" text,
	"is_third_place" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season" text NOT NULL,
	"name" text NOT NULL,
	"round_names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"cell_phone" text,
	"email" text,
	"is_head" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'County' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season" text NOT NULL,
	"event_date" date NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"score" integer,
	"is_won" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"season" text NOT NULL,
	"game_type" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"event_date" date NOT NULL,
	"is_event_date_tbd" boolean DEFAULT false NOT NULL,
	"start_time" time,
	"end_time" time,
	"start_time_unknown" boolean DEFAULT false NOT NULL,
	"is_tbd" boolean DEFAULT false NOT NULL,
	"tz" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"notes" text,
	"youtube_link" text,
	"nfhs_link" text,
	"no_home_team" boolean DEFAULT false NOT NULL,
	"next_postpone_game_id" integer,
	"league_id" integer,
	"school_id" integer,
	"district_id" integer,
	"state_id" integer,
	"translation_key" text,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"posts_count" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"rows_total" integer NOT NULL,
	"games_added" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"division_id" integer,
	CONSTRAINT "league_members_league_id_school_id_pk" PRIMARY KEY("league_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer,
	"name" text NOT NULL,
	"tiebreakers" jsonb,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_sports" (
	"school_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	CONSTRAINT "school_sports_school_id_sport_id_pk" PRIMARY KEY("school_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"address" text,
	"mascot" text,
	"primary_color" text DEFAULT '#1f3a68' NOT NULL,
	"secondary_color" text DEFAULT '#f2c230' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"name" text PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"is_parent" boolean DEFAULT false NOT NULL,
	"weight" integer NOT NULL,
	"season_part" text NOT NULL,
	"is_multi_team" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sports_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"timezone" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "states_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
ALTER TABLE "bracket_matches" ADD CONSTRAINT "bracket_matches_bracket_id_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."brackets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracket_matches" ADD CONSTRAINT "bracket_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracket_matches" ADD CONSTRAINT "bracket_matches_top_school_id_schools_id_fk" FOREIGN KEY ("top_school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracket_matches" ADD CONSTRAINT "bracket_matches_bottom_school_id_schools_id_fk" FOREIGN KEY ("bottom_school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_season_seasons_name_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_seasons_name_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_divisions" ADD CONSTRAINT "league_divisions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_division_id_league_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."league_divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sports" ADD CONSTRAINT "school_sports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sports" ADD CONSTRAINT "school_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bracket_matches_bracket" ON "bracket_matches" USING btree ("bracket_id");--> statement-breakpoint
CREATE INDEX "brackets_state_season" ON "brackets" USING btree ("state_id","season","sport_id");--> statement-breakpoint
CREATE INDEX "coaches_school_sport" ON "coaches" USING btree ("school_id","sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_name" ON "districts" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "game_results_game" ON "game_results" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_results_school_season" ON "game_results" USING btree ("school_id","season","sport_id");--> statement-breakpoint
CREATE INDEX "game_results_school_date" ON "game_results" USING btree ("school_id","event_date");--> statement-breakpoint
CREATE INDEX "game_results_district_date" ON "game_results" USING btree ("district_id","event_date","sport_id");--> statement-breakpoint
CREATE INDEX "game_results_state_date" ON "game_results" USING btree ("state_id","event_date","sport_id");--> statement-breakpoint
CREATE INDEX "game_results_district_season" ON "game_results" USING btree ("district_id","season","sport_id");--> statement-breakpoint
CREATE INDEX "game_results_state_season" ON "game_results" USING btree ("state_id","season","sport_id");--> statement-breakpoint
CREATE INDEX "games_event_date" ON "games" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "games_sport_season" ON "games" USING btree ("sport_id","season");--> statement-breakpoint
CREATE INDEX "games_season_date" ON "games" USING btree ("season","event_date");--> statement-breakpoint
CREATE INDEX "games_event_school" ON "games" USING btree ("school_id","event_date") WHERE "games"."school_id" is not null;--> statement-breakpoint
CREATE INDEX "games_event_district" ON "games" USING btree ("district_id","event_date") WHERE "games"."district_id" is not null;--> statement-breakpoint
CREATE INDEX "games_event_state" ON "games" USING btree ("state_id","event_date") WHERE "games"."state_id" is not null;--> statement-breakpoint
CREATE INDEX "games_streams" ON "games" USING btree ("event_date") WHERE "games"."youtube_link" is not null or "games"."nfhs_link" is not null;--> statement-breakpoint
CREATE INDEX "league_divisions_league" ON "league_divisions" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "league_members_school" ON "league_members" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "leagues_state" ON "leagues" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "leagues_district" ON "leagues" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "school_sports_sport" ON "school_sports" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "schools_district" ON "schools" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "schools_state_name_key" ON "schools" USING btree ("state_id","name_key");