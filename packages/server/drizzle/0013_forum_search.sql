-- Trigram matching for misspelt school and player names in The Zone's search (forum/search.ts):
-- pg_trgm (a trusted extension since PostgreSQL 13, so the database's owner may create it) and a
-- GIN trigram index on the words a name is found in, the title and the tags. The expression is
-- the one forum/search.ts queries with, character for character, so the index serves it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "forum_posts_title_tags_trgm" ON "forum_posts" USING gin ((coalesce("title", '') || ' ' || "tags_text") gin_trgm_ops);
