ALTER TABLE "athletes" ADD COLUMN "photo_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;