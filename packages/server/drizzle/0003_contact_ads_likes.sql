CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"size" text NOT NULL,
	"state_id" integer,
	"district_id" integer,
	"href" text NOT NULL,
	"image_url" text,
	"mobile_image_url" text,
	"alt" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_weight" CHECK ("ads"."weight" between 1 and 100),
	CONSTRAINT "ads_county_in_state" CHECK ("ads"."district_id" is null or "ads"."state_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer,
	"game_name" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"member_id" integer,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"game_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_game_id_member_id_pk" PRIMARY KEY("game_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_slot" ON "ads" USING btree ("slot","state_id","district_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_likes_member" ON "game_likes" USING btree ("member_id","game_id");