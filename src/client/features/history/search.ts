import type { SavedDraw } from "@/shared/api-types";
import { themeById } from "@/shared/themes";

/**
 * Search text in Turkish: lower-cased with the tr-TR rules (so 'IŞIK' is 'ışık' and 'İstanbul'
 * is 'istanbul'), then folded so a query typed without Turkish letters still finds them
 * ('ISTANBUL', 'sarki' find 'İstanbul', 'Şarkı').
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i")
    .replace(/\s+/g, " ")
    .trim();
}

type Searchable = Pick<SavedDraw, "trackTitle" | "trackArtist" | "theme">;

function haystack(draw: Searchable): string {
  return searchKey(
    [draw.trackTitle, draw.trackArtist, draw.theme, themeById(draw.theme)?.label ?? ""].join("\n"),
  );
}

/** The draws whose title, artist or theme (id or label) contains the query; all when it is blank. */
export function filterDraws<D extends Searchable>(draws: readonly D[], query: string): D[] {
  const needle = searchKey(query);
  if (!needle) return [...draws];
  return draws.filter((d) => haystack(d).includes(needle));
}
