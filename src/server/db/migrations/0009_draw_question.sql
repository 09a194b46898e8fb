ALTER TABLE "draws" ADD COLUMN "hint" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "hint_hidden" boolean DEFAULT false NOT NULL;