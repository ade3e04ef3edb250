CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "ingest_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_type" text,
	"document_code" text,
	"version" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"via" text NOT NULL,
	"report" jsonb
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"version" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odf_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_code" text NOT NULL,
	"version" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_communications" (
	"code" text PRIMARY KEY NOT NULL,
	"discipline_code" text,
	"title" text NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"language" text,
	"text" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"document_code" text NOT NULL,
	"discipline_code" text,
	"report_type" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"content" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "ingest_log_received" ON "ingest_log" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "live_events_at" ON "live_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "report_documents_code" ON "report_documents" USING btree ("document_code");--> statement-breakpoint
CREATE INDEX "unit_corrections_unit" ON "unit_corrections" USING btree ("unit_code","at");