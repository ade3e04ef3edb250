CREATE TABLE "safe_sport_views" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safe_sport_views" ADD CONSTRAINT "safe_sport_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;