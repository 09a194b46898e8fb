ALTER TABLE "draws" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "spread" jsonb;