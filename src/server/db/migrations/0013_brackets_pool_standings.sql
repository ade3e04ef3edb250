CREATE TABLE "bracket_matches" (
	"event_code" text NOT NULL,
	"bracket" text NOT NULL,
	"round" text NOT NULL,
	"round_order" smallint NOT NULL,
	"position" smallint NOT NULL,
	"unit_code" text,
	"sides" jsonb NOT NULL,
	"winner" text,
	CONSTRAINT "bracket_matches_event_code_bracket_round_position_pk" PRIMARY KEY("event_code","bracket","round","position")
);
--> statement-breakpoint
CREATE TABLE "pool_standings" (
	"phase_code" text NOT NULL,
	"pool" text NOT NULL,
	"event_code" text NOT NULL,
	"competitor_code" text NOT NULL,
	"competitor_type" text NOT NULL,
	"delegation_code" text NOT NULL,
	"rank" smallint,
	"sort_order" smallint NOT NULL,
	"played" smallint NOT NULL,
	"won" smallint NOT NULL,
	"drawn" smallint NOT NULL,
	"lost" smallint NOT NULL,
	"points" integer,
	"figures" jsonb NOT NULL,
	"qualification_mark" text,
	CONSTRAINT "pool_standings_phase_code_pool_competitor_code_pk" PRIMARY KEY("phase_code","pool","competitor_code")
);
--> statement-breakpoint
CREATE INDEX "bracket_matches_unit" ON "bracket_matches" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "pool_standings_event" ON "pool_standings" USING btree ("event_code");