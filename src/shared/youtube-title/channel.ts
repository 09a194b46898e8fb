/**
 * What a video's channel says about its artist, and how artist names are joined: "TarkanVEVO" is
 * Tarkan, "Sezen Aksu - Topic" is Sezen Aksu, "Kalan Müzik Yapım" is a label and names nobody.
 */

import { stripTrailingLabels } from "./labels";
import {
  FEATURED_SEPARATOR,
  KNOWN_LABEL_CHANNELS,
  KNOWN_SHOWS,
  LABEL_CHANNEL,
  MAX_CHANNEL,
  MUSIC_CHANNEL_SUFFIX,
  OFFICIAL_CHANNEL_SUFFIX,
  TOPIC_CHANNEL,
} from "./rules";
import { sameName, squash, tidy } from "./text";

export const isTopicChannel = (channel: string | null | undefined) =>
  TOPIC_CHANNEL.test((channel ?? "").trim());

/**
 * "TarkanVEVO" -> "Tarkan", "ImagineDragonsVEVO" -> "Imagine Dragons", "Sezen Aksu - Topic" ->
 * "Sezen Aksu", "Barış Manço Official" -> "Barış Manço", "Mabel Matiz Müzik" -> "Mabel Matiz".
 */
export function artistFromChannel(channel: string | null | undefined): string {
  const original = (channel ?? "").slice(0, MAX_CHANNEL).trim();
  let name = original.replace(/\s*-\s*Topic$/i, "");
  const squashedVevo = /\S(?:VEVO|Vevo)$/.test(name);
  name = name.replace(/\s*VEVO$/, "").replace(/\s+vevo$/i, "");
  // VEVO channel names squash the artist's name: "LadyGaga", "Maroon5", "DJKhaled"
  if (squashedVevo) {
    name = name
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
      .replace(/(\p{Ll})(\d)/gu, "$1 $2");
  }
  name = name.replace(OFFICIAL_CHANNEL_SUFFIX, "");
  // "Mabel Matiz Müzik": a person's name and "music"; "Avrupa Müzik" (one word) is a label
  const music = MUSIC_CHANNEL_SUFFIX.exec(name);
  if (music && tidy(name.slice(0, music.index)).includes(" ")) {
    name = name.slice(0, music.index).replace(OFFICIAL_CHANNEL_SUFFIX, "");
  }
  return tidy(name) || original;
}

/**
 * A record label's channel, which uploads many artists ("Poll Production", "Avrupa Müzik", "Sony
 * Music Turkey", "DMC"), a compilation's ("Various Artists - Topic"), a show's ("THE FIRST TAKE"), or the label a title's
 * copyright line names: no artist comes from it.
 */
export function channelIsLabel(channel: string, copyrightLabel: string): boolean {
  const name = channel.trim();
  if (!name) return false;
  if (sameName(name, copyrightLabel) || LABEL_CHANNEL.test(name)) return true;
  // "Various Artists - Topic", "DMC", "Dokuz Sekiz Müzik": compilations and labels known by name
  // ... and shows filming many artists ("THE FIRST TAKE")
  const known = squash(name.replace(TOPIC_CHANNEL, ""));
  if (KNOWN_LABEL_CHANNELS.has(known) || KNOWN_SHOWS.has(known)) return true;
  // "Avrupa Müzik", "Netd Müzik": one word and "music" is a label; "Mabel Matiz Müzik" is not
  const music = MUSIC_CHANNEL_SUFFIX.exec(name);
  return (
    music !== null && !tidy(name.slice(0, music.index).replace(OFFICIAL_CHANNEL_SUFFIX, "")).includes(" ")
  );
}

/** Splits "A, B & C" listed after "feat." into names. */
export function featuredNames(list: string): string[] {
  return list
    .split(FEATURED_SEPARATOR)
    .map((name) => tidy(stripTrailingLabels(name, "song")))
    .filter(Boolean);
}

/** "Mark Ronson" and ["Bruno Mars"] -> "Mark Ronson, Bruno Mars"; a name is listed once. */
export function joinArtists(main: string, featured: string[]): string {
  const names = main ? [main] : [];
  const seen = new Set(names.map(squash));
  for (const f of featured) {
    const name = tidy(f);
    if (name && !seen.has(squash(name))) {
      names.push(name);
      seen.add(squash(name));
    }
  }
  return names.join(", ");
}
