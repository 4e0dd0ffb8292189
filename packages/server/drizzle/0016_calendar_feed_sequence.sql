-- Issue 19 (subscriptions). A game's iCalendar SEQUENCE: raised by one on every change a subscribed
-- calendar must see, by triggers rather than by each writer, so the score import, the staff
-- editor, the calendar's writes and a hand-written UPDATE all raise it. Score changes do not: a
-- feed carries no scores, and a calendar that sees a higher SEQUENCE re-fetches and may alert.
ALTER TABLE "games" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION games_raise_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sequence := greatest(NEW.sequence, OLD.sequence + 1);
  -- A writer that says when (its clock) is believed; one that does not gets the database's time.
  IF NEW.updated_at = OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER games_calendar_change BEFORE UPDATE ON games FOR EACH ROW
  WHEN ((OLD.event_date, OLD.is_event_date_tbd, OLD.start_time, OLD.end_time,
         OLD.start_time_unknown, OLD.is_tbd, OLD.tz, OLD.status, OLD.name, OLD.location,
         OLD.sport_id, OLD.next_postpone_game_id)
        IS DISTINCT FROM
        (NEW.event_date, NEW.is_event_date_tbd, NEW.start_time, NEW.end_time,
         NEW.start_time_unknown, NEW.is_tbd, NEW.tz, NEW.status, NEW.name, NEW.location,
         NEW.sport_id, NEW.next_postpone_game_id))
  EXECUTE FUNCTION games_raise_sequence();--> statement-breakpoint
-- A team added to or taken from a game changes who sees it. Statement triggers with transition
-- tables: one UPDATE per statement, and none for games inserted by the same transaction (an import
-- or the demo seed writing a new game and its teams), whose first version is sequence 0.
CREATE FUNCTION games_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET sequence = g.sequence + 1, updated_at = now()
  WHERE g.id IN (SELECT game_id FROM changed)
    AND g.xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER game_results_added AFTER INSERT ON game_results
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_teams_changed();--> statement-breakpoint
CREATE TRIGGER game_results_removed AFTER DELETE ON game_results
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_teams_changed();
