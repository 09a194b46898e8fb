CREATE TABLE "deleted_accounts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"tracks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "friend_invites" ALTER COLUMN "tracks" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_invites" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "invite_lists" ADD CONSTRAINT "invite_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_accounts_deleted_at_idx" ON "deleted_accounts" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_lists_user_source_idx" ON "invite_lists" USING btree ("user_id","source_type","source_id");--> statement-breakpoint
ALTER TABLE "friend_invites" ADD CONSTRAINT "friend_invites_list_id_invite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."invite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_invites_list_idx" ON "friend_invites" USING btree ("list_id");