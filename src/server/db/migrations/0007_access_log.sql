CREATE TABLE "access_log_buckets" (
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"status" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "access_log_buckets_hour_kind_route_device_status_pk" PRIMARY KEY("hour","kind","route","device","status")
);
--> statement-breakpoint
CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"live_clients" integer DEFAULT 0 NOT NULL
);
