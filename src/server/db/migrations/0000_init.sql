CREATE TABLE "redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"status" smallint DEFAULT 302 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
