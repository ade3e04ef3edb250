CREATE TABLE "trivia_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trivia_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"correct" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trivia_unlocks" (
	"user_id" integer NOT NULL,
	"trivia_id" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"sentiment" text NOT NULL,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trivia_attempts" ADD CONSTRAINT "trivia_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_attempts" ADD CONSTRAINT "trivia_attempts_trivia_id_content_items_id_fk" FOREIGN KEY ("trivia_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_unlocks" ADD CONSTRAINT "trivia_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_unlocks" ADD CONSTRAINT "trivia_unlocks_trivia_id_content_items_id_fk" FOREIGN KEY ("trivia_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_attempts_user_trivia" ON "trivia_attempts" USING btree ("user_id","trivia_id");--> statement-breakpoint
CREATE INDEX "trivia_attempts_trivia" ON "trivia_attempts" USING btree ("trivia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_unlocks_user_trivia" ON "trivia_unlocks" USING btree ("user_id","trivia_id");--> statement-breakpoint
CREATE INDEX "feedback_created" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_created" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_points" ON "users" USING btree ("points");