CREATE TABLE "daily_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_songs" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"number" integer NOT NULL,
	"track" jsonb NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text,
	"list_name" text NOT NULL,
	"track_count" integer NOT NULL,
	"theme" text NOT NULL,
	"comment_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"short" text NOT NULL,
	"long" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_songs_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_keys" ADD CONSTRAINT "daily_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_songs" ADD CONSTRAINT "daily_songs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_songs_day_idx" ON "daily_songs" USING btree ("day");--> statement-breakpoint
-- Draws a Fal Odası reveal saved before 0018 recorded origins: their member's result names them.
UPDATE "draws" SET "origin" = 'room' WHERE "id" IN (SELECT ("result"->>'drawId')::uuid FROM "room_members" WHERE "result"->>'drawId' IS NOT NULL);
