CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_identities" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_tokens" ADD CONSTRAINT "mail_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_idx" ON "account_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_tokens_user_idx" ON "mail_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_tokens_expires_idx" ON "mail_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Backfill (ADR 028): Google and X identities kept an address only when the provider gave one it
-- vouches for often enough to trust here; GitHub's creation path stored unverified primaries, so
-- none of its addresses count until the next sign-in records what GitHub says.
UPDATE "user_identities" SET "email_verified" = true WHERE "email" IS NOT NULL AND "provider" IN ('google', 'x');--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "users"."created_at" WHERE EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = "users"."id" AND i."email_verified" AND lower(i."email") = "users"."email");
