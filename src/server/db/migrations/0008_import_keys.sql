CREATE TABLE "athlete_entries" (
	"athlete_id" integer NOT NULL,
	"event_code" text NOT NULL,
	CONSTRAINT "athlete_entries_athlete_id_event_code_pk" PRIMARY KEY("athlete_id","event_code")
);
--> statement-breakpoint
CREATE INDEX "athlete_entries_event" ON "athlete_entries" USING btree ("event_code");