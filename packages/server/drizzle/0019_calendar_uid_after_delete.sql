-- Issue 30 (a hostile review): deleting the game a chain of postponements began with gave its
-- successor a new calendar UID and a lower SEQUENCE, so subscribers lost the event and got another.
-- The successor keeps the deleted game's UID in this column (reports/writes.ts repoint).
ALTER TABLE "games" ADD COLUMN "calendar_uid_game_id" integer;
