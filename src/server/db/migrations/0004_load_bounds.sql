CREATE TABLE "playlist_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text,
	"tracks" jsonb NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_quota" (
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_quota_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
ALTER TABLE "og_images" ADD COLUMN "read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "playlist_cache_fetched_at_idx" ON "playlist_cache" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "og_images_read_at_idx" ON "og_images" USING btree ("read_at");