ALTER TABLE "draws" ADD COLUMN "source_type" text;--> statement-breakpoint
-- Older draws never recorded their playlist: a 'csv:' track id is a CSV row, a 'ready:' one a list
-- shipped with the app, a YouTube link or an 11-character video id is YouTube, anything else came
-- from Spotify (the only other source).
UPDATE "draws" SET "source_type" = CASE
  WHEN "track_id" LIKE 'csv:%' THEN 'csv'
  WHEN "track_id" LIKE 'ready:%' THEN 'ready'
  WHEN "track_external_url" LIKE 'https://www.youtube.com/%' OR "track_external_url" LIKE 'https://youtu.be/%'
    OR "track_id" ~ '^[A-Za-z0-9_-]{11}$' THEN 'youtube'
  ELSE 'spotify'
END;--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "source_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search text of older draws, folded in SQL as shared/search.ts searchKey folds it in the app
-- (lower-cased, Turkish and common accented letters to their plain letter, spaces collapsed); new
-- draws get theirs from the app itself. U+0307 (the dot some locales leave after lower('İ')) goes.
UPDATE "draws" SET "search_text" = btrim(regexp_replace(
  translate(
    lower(translate("track_title" || ' ' || "track_artist" || ' ' || "comment", 'İIı', 'iii')),
    'çşğüöâîûéèêëáàäåãóòôõíìïúùñ' || chr(775),
    'csguoaiueeeeaaaaaooooiiiuun'
  ),
  '\s+', ' ', 'g'
));
