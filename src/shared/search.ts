/**
 * Search text in Turkish, one rule for both sides: the server keeps each draw's text folded this
 * way (draws.search_text) and folds the query the same way, so a search finds what a person would
 * expect whatever letters they typed.
 */
import { THEMES, type ThemeId } from "./themes";

/**
 * Lower-cased with the tr-TR rules (so 'IŞIK' is 'ışık' and 'İstanbul' is 'istanbul'), then folded
 * so a query typed without Turkish letters still finds them ('ISTANBUL', 'sarki' find 'İstanbul',
 * 'Şarkı').
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

/** What a draw is searched by: its title, artist and comment, folded. */
export function drawSearchText(draw: { trackTitle: string; trackArtist: string; comment: string }): string {
  return searchKey([draw.trackTitle, draw.trackArtist, draw.comment].join("\n"));
}

/** The themes whose id or label contains the (folded) query: a search for 'aşk' finds Aşk draws. */
export function themesMatching(query: string): ThemeId[] {
  const needle = searchKey(query);
  if (!needle) return [];
  return THEMES.filter((t) => searchKey(`${t.id}\n${t.label}`).includes(needle)).map((t) => t.id);
}
