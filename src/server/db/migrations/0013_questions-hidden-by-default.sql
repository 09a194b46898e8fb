ALTER TABLE "draws" ALTER COLUMN "hint_hidden" SET DEFAULT true;--> statement-breakpoint
-- ADR 038: a question is hidden on the shared page unless its owner shows it. Until now it was shown
-- unless the owner hid it, and no one ever chose "shown": every question saved so far goes hidden.
UPDATE "draws" SET "hint_hidden" = true WHERE "hint_hidden" = false AND "hint" IS NOT NULL;
