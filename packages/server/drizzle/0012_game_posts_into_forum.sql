-- Posts about a game from the score upload page become The Zone's posts of kind 'Game': one table
-- for every post, so the game's posts, the forum and the staff queue read the same rows.
INSERT INTO "forum_posts" ("member_id", "kind", "message", "content_html", "game_id", "sources", "via_link", "held", "address_hash", "created_at", "updated_at")
SELECT "member_id", 'Game', coalesce("message", ''),
  CASE WHEN coalesce("message", '') = '' THEN '' ELSE '<p>' || replace(replace(replace("message", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>' END,
  "game_id",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('url', p->>'url', 'type', 'Image', 'name', p->>'name', 'description', null)), '[]'::jsonb) FROM jsonb_array_elements("photos") p),
  "via_link", "held", "address_hash", "created_at", "created_at"
FROM "game_posts" ORDER BY "id";--> statement-breakpoint
DROP TABLE "game_posts" CASCADE;
