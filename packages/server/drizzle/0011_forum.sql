CREATE TABLE "forum_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"claim_type" text DEFAULT 'Other' NOT NULL,
	"claim_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"member_id" integer,
	"message" text NOT NULL,
	"content_html" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_post_likes" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_likes_post_id_member_id_pk" PRIMARY KEY("post_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "forum_post_tags" (
	"post_id" integer NOT NULL,
	"tag_type" text NOT NULL,
	"entity_id" integer DEFAULT 0 NOT NULL,
	"tag_string" text NOT NULL,
	"is_category" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_post_tags_post_id_tag_type_entity_id_tag_string_pk" PRIMARY KEY("post_id","tag_type","entity_id","tag_string")
);
--> statement-breakpoint
CREATE TABLE "forum_post_views" (
	"post_id" integer NOT NULL,
	"reader" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_post_views_post_id_day_reader_pk" PRIMARY KEY("post_id","day","reader")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"title" text,
	"message" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"game_id" integer,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', "tags_text"), 'B') || setweight(to_tsvector('english', "message"), 'C')) STORED,
	"via_link" boolean DEFAULT false NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"address_hash" text,
	"pinned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_claims" ADD CONSTRAINT "forum_claims_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_claims" ADD CONSTRAINT "forum_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_claims" ADD CONSTRAINT "forum_claims_resolved_by_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_tags" ADD CONSTRAINT "forum_post_tags_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_views" ADD CONSTRAINT "forum_post_views_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_claims_once" ON "forum_claims" USING btree ("post_id","member_id");--> statement-breakpoint
CREATE INDEX "forum_claims_open" ON "forum_claims" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "forum_comments_post" ON "forum_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_post_tags_entity" ON "forum_post_tags" USING btree ("tag_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_post_tags_name" ON "forum_post_tags" USING btree ("tag_type","tag_string","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_created" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_member" ON "forum_posts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_game" ON "forum_posts" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search" ON "forum_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_one_pinned" ON "forum_posts" USING btree ((true)) WHERE "forum_posts"."pinned_at" is not null;