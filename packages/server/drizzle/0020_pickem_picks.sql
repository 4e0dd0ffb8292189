-- Issue 32 (Pick 'Em): members' picks of games. A game's picks lock at its current start where it
-- is played (the start of its day when its time is unknown or to be decided), as core's
-- pickLocksAt says; the server checks that in a pick's transaction, and this trigger refuses any
-- choice written at or after it, whatever wrote it. The moment compared is the transaction's
-- csz.now when the server sets it (set_config('csz.now', ..., true): its own clock, which tests
-- fix), else now(). Grades are written after the lock: only the choice's columns are watched.
CREATE TABLE "pickem_picks" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"school_id" integer,
	"is_tie" boolean DEFAULT false NOT NULL,
	"confidence" smallint,
	"grade" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickem_picks_member_id_game_id_pk" PRIMARY KEY("member_id","game_id"),
	CONSTRAINT "pickem_picks_one_choice" CHECK (("pickem_picks"."school_id" is null) = "pickem_picks"."is_tie"),
	CONSTRAINT "pickem_picks_grade" CHECK ("pickem_picks"."grade" in ('pending', 'right', 'wrong', 'void')),
	CONSTRAINT "pickem_picks_confidence" CHECK ("pickem_picks"."confidence" is null or "pickem_picks"."confidence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickem_picks_game" ON "pickem_picks" USING btree ("game_id");--> statement-breakpoint
CREATE FUNCTION pickem_pick_lock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g games;
  locks timestamptz;
  at timestamptz;
BEGIN
  SELECT * INTO g FROM games WHERE id = NEW.game_id;
  locks := (CASE
    WHEN g.start_time IS NULL OR g.start_time_unknown OR g.is_tbd THEN g.event_date::timestamp
    ELSE g.event_date + g.start_time
  END) AT TIME ZONE g.tz;
  at := coalesce(nullif(current_setting('csz.now', true), '')::timestamptz, now());
  IF g.status <> 'Active' OR at >= locks THEN
    RAISE EXCEPTION 'The picks of game % locked at %', g.id, locks USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER pickem_picks_lock BEFORE INSERT OR UPDATE OF school_id, is_tie, confidence
  ON pickem_picks FOR EACH ROW EXECUTE FUNCTION pickem_pick_lock();
