CREATE TABLE "reminder_mails" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"night" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_mails_member_id_kind_night_pk" PRIMARY KEY("member_id","kind","night")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"place_id" integer NOT NULL,
	"night" date NOT NULL,
	"game_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_once" UNIQUE("kind","scope","place_id","night")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"kind" text NOT NULL,
	"night" date NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_kind_night_pk" PRIMARY KEY("kind","night")
);
--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;