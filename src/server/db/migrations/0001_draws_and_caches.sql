CREATE TABLE "audio_features" (
	"track_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"features" jsonb,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"track_id" text NOT NULL,
	"track_title" text NOT NULL,
	"track_artist" text NOT NULL,
	"track_image" text,
	"track_preview_url" text,
	"track_external_url" text,
	"theme" text NOT NULL,
	"headline" text NOT NULL,
	"short" text NOT NULL,
	"long" text NOT NULL,
	"comment" text NOT NULL,
	"session_id" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyrics_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "og_images" (
	"draw_id" uuid NOT NULL,
	"format" text NOT NULL,
	"version" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "og_images_draw_id_format_version_pk" PRIMARY KEY("draw_id","format","version")
);
--> statement-breakpoint
CREATE TABLE "track_previews" (
	"track_id" text PRIMARY KEY NOT NULL,
	"preview_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_images" ADD CONSTRAINT "og_images_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_user_created_idx" ON "draws" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "draws_user_favorite_idx" ON "draws" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "draws"."is_favorite";--> statement-breakpoint
CREATE INDEX "draws_user_track_idx" ON "draws" USING btree ("user_id","track_id");--> statement-breakpoint
CREATE INDEX "lyrics_cache_expires_idx" ON "lyrics_cache" USING btree ("expires_at");