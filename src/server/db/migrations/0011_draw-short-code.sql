ALTER TABLE "draws" ADD COLUMN "short_code" text;--> statement-breakpoint
-- Older draws get a short address too, in the alphabet of draws/short-code.ts (no 0/o, 1/l/i, x), from
-- the draw's secret id and a random value; 12 characters (new ones have 10 and a retry on a clash),
-- so a clash among them all while the index is built is practically impossible.
UPDATE "draws" SET "short_code" = (
  SELECT string_agg(
    substr('23456789abcdefghjkmnpqrstuvwyz', 1 + (get_byte(decode(md5("draws"."id"::text || random()::text), 'hex'), i) % 30), 1),
    '' ORDER BY i)
  FROM generate_series(0, 11) AS i
) WHERE "short_code" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_short_code_idx" ON "draws" USING btree ("short_code");
