-- The dictionary of The Zone's search (forum/search.ts): a misspelt word ('Whitmen') is corrected
-- to the most similar words of the posts' titles and tags (Whitman), by this table's trigram
-- index, and then searched by full-text search; no post is ever trigram-scanned, so the posts'
-- trigram index of migration 0013 goes (pg_trgm stays, for this table's index).
DROP INDEX IF EXISTS "forum_posts_title_tags_trgm";--> statement-breakpoint
CREATE TABLE "forum_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "forum_search_terms_trgm" ON "forum_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The words of a post worth correcting to, the one definition the migration, the post writes and
-- the demo's and benchmark's bulk inserts share (forum/searchTerms.ts): the words of its title and
-- tags in lower case ('simple' configuration: neither stemmed nor dropped), of four letters or
-- more (shorter words are not corrected), without digits or hyphens, and not English stop words
-- (full-text search leaves those out, so a correction to one would find nothing).
CREATE FUNCTION forum_search_terms_of(title text, tags text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select w
  from unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(tags, '')))) as w
  where length(w) >= 4 and w !~ '[[:digit:][:punct:]]' and to_tsvector('english', w) <> ''::tsvector
$$;--> statement-breakpoint
INSERT INTO "forum_search_terms" ("term")
SELECT DISTINCT t FROM "forum_posts", forum_search_terms_of("title", "tags_text") AS t
ON CONFLICT DO NOTHING;
