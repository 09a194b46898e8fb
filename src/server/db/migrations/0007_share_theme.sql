ALTER TABLE "draws" ADD COLUMN "share_theme" text DEFAULT 'klasik' NOT NULL;--> statement-breakpoint
ALTER TABLE "og_images" ADD COLUMN "theme" text DEFAULT 'klasik' NOT NULL;--> statement-breakpoint
ALTER TABLE "og_images" DROP CONSTRAINT "og_images_draw_id_format_version_pk";--> statement-breakpoint
ALTER TABLE "og_images" ADD CONSTRAINT "og_images_draw_id_format_theme_version_pk" PRIMARY KEY("draw_id","format","theme","version");
