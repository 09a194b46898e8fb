ALTER TABLE "draws" ADD COLUMN "origin" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
UPDATE "draws" SET "origin" = 'spread' WHERE "kind" = 'spread';--> statement-breakpoint
UPDATE "draws" SET "origin" = 'friend' WHERE "friend_name" IS NOT NULL;
