CREATE TABLE "friend_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"list_name" text NOT NULL,
	"tracks" jsonb NOT NULL,
	"theme" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"friend_name" text,
	"draw_id" uuid
);
--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "friend_name" text;--> statement-breakpoint
ALTER TABLE "friend_invites" ADD CONSTRAINT "friend_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_invites_token_idx" ON "friend_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "friend_invites_user_idx" ON "friend_invites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "friend_invites_expires_idx" ON "friend_invites" USING btree ("expires_at");