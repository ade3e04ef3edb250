CREATE TABLE "match_clocks" (
	"unit_code" text PRIMARY KEY NOT NULL,
	"clock" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"discipline_code" text NOT NULL,
	"type" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"mark" text NOT NULL,
	"holder_code" text,
	"holder_name" text NOT NULL,
	"delegation_code" text,
	"set_on" date,
	"place" text,
	"unit_code" text,
	"equalled" boolean DEFAULT false NOT NULL,
	"current" boolean NOT NULL,
	"replaced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_records" (
	"unit_code" text NOT NULL,
	"competitor_code" text NOT NULL,
	"code" text NOT NULL,
	"equalled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "result_records_unit_code_competitor_code_code_pk" PRIMARY KEY("unit_code","competitor_code","code")
);
--> statement-breakpoint
CREATE TABLE "team_rosters" (
	"unit_code" text DEFAULT '' NOT NULL,
	"team_code" text NOT NULL,
	"athlete_id" integer NOT NULL,
	"shirt_number" smallint,
	"position" text,
	"starter" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_rosters_unit_code_team_code_athlete_id_pk" PRIMARY KEY("unit_code","team_code","athlete_id")
);
--> statement-breakpoint
CREATE INDEX "records_discipline" ON "records" USING btree ("discipline_code","event_code");--> statement-breakpoint
CREATE INDEX "records_holder" ON "records" USING btree ("holder_code");--> statement-breakpoint
CREATE INDEX "result_records_competitor" ON "result_records" USING btree ("competitor_code");--> statement-breakpoint
CREATE INDEX "team_rosters_team" ON "team_rosters" USING btree ("team_code");