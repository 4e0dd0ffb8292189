-- Issue 19 (changes reach people): a GameChanged notification keeps what changed in the game's
-- schedule as it was then (core's ScheduleChangeSummary), so the list and the email tell the old
-- and the new day and time even after the game changes again.
ALTER TABLE "notifications" ADD COLUMN "game_change" jsonb;
