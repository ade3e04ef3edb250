CREATE TABLE "athletes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"bib" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"gender" text NOT NULL,
	"delegation_code" text NOT NULL,
	"discipline_code" text NOT NULL,
	"birth_date" date NOT NULL,
	"height_cm" smallint,
	"weight_kg" smallint,
	"institution" text,
	"photo_url" text,
	CONSTRAINT "athletes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"time_zone" text NOT NULL,
	"day_boundary_hour" smallint DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"coordinator_name" text NOT NULL,
	"coordinator_contact" text NOT NULL,
	"venue_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"code" text PRIMARY KEY NOT NULL,
	"discipline_code" text NOT NULL,
	"gender" text NOT NULL,
	"name" text NOT NULL,
	"division" smallint NOT NULL,
	"medal_event" boolean DEFAULT true NOT NULL,
	"team" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"event_code" text NOT NULL,
	"medal" text NOT NULL,
	"competitor_code" text NOT NULL,
	"competitor_type" text NOT NULL,
	"delegation_code" text NOT NULL,
	"unit_code" text NOT NULL,
	CONSTRAINT "medals_event_code_competitor_code_pk" PRIMARY KEY("event_code","competitor_code")
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"code" text PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"unit_code" text NOT NULL,
	"competitor_code" text NOT NULL,
	"competitor_type" text NOT NULL,
	"delegation_code" text NOT NULL,
	"rank" smallint,
	"sort_order" smallint NOT NULL,
	"result" text,
	"time_ms" integer,
	"difference" text,
	"wind" double precision,
	"reaction_time" double precision,
	"qualification_mark" text,
	"points" double precision,
	"penalties" double precision,
	"score" text,
	"irm" text,
	"extras" jsonb,
	CONSTRAINT "results_unit_code_competitor_code_pk" PRIMARY KEY("unit_code","competitor_code")
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"discipline_code" text,
	"venue_code" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"logical_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "start_list" (
	"unit_code" text NOT NULL,
	"competitor_code" text NOT NULL,
	"competitor_type" text NOT NULL,
	"delegation_code" text NOT NULL,
	"start_order" smallint NOT NULL,
	CONSTRAINT "start_list_unit_code_competitor_code_pk" PRIMARY KEY("unit_code","competitor_code")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_code" text NOT NULL,
	"athlete_id" integer NOT NULL,
	CONSTRAINT "team_members_team_code_athlete_id_pk" PRIMARY KEY("team_code","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"code" text PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"delegation_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"code" text PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"phase_code" text NOT NULL,
	"discipline_code" text NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"logical_day" date NOT NULL,
	"venue_code" text NOT NULL,
	"location" text NOT NULL,
	"schedule_status" text NOT NULL,
	"result_status" text NOT NULL,
	"medal" boolean NOT NULL,
	"start_text" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "athletes_delegation" ON "athletes" USING btree ("delegation_code");--> statement-breakpoint
CREATE INDEX "athletes_discipline" ON "athletes" USING btree ("discipline_code");--> statement-breakpoint
CREATE INDEX "athletes_family" ON "athletes" USING btree ("family_name","given_name");--> statement-breakpoint
CREATE INDEX "events_discipline" ON "events" USING btree ("discipline_code");--> statement-breakpoint
CREATE INDEX "medals_delegation" ON "medals" USING btree ("delegation_code");--> statement-breakpoint
CREATE INDEX "results_competitor" ON "results" USING btree ("competitor_code");--> statement-breakpoint
CREATE INDEX "schedule_items_day" ON "schedule_items" USING btree ("logical_day");--> statement-breakpoint
CREATE INDEX "start_list_competitor" ON "start_list" USING btree ("competitor_code");--> statement-breakpoint
CREATE INDEX "team_members_athlete" ON "team_members" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "teams_event" ON "teams" USING btree ("event_code");--> statement-breakpoint
CREATE INDEX "units_day" ON "units" USING btree ("logical_day","start_at");--> statement-breakpoint
CREATE INDEX "units_discipline" ON "units" USING btree ("discipline_code","start_at");--> statement-breakpoint
CREATE INDEX "units_event" ON "units" USING btree ("event_code");