/**
 * Video titles to song title and artist. Music uploads are named "Artist - Title (Official Video)",
 * "Artist | Title (Şarkı Sözleri)", "Title" on auto-generated "Artist - Topic" channels, and so on;
 * the lyrics lookup and the result card want the bare title and artist. Pure functions.
 */

export interface CleanTitle {
  title: string;
  artist: string;
}

const FOLD: Record<string, string> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ğ: "g",
  ğ: "g",
  Ü: "u",
  ü: "u",
  Ö: "o",
  ö: "o",
  Ç: "c",
  ç: "c",
  Â: "a",
  â: "a",
  Î: "i",
  î: "i",
  Û: "u",
  û: "u",
};

/**
 * Lower case without Turkish letters, one character for one character, so an index found in
 * the folded text is also valid in the original. (Plain /i regexes miss "SÖZLERİ": İ does not
 * fold to i, and tr-TR lower-casing would turn the I of "LYRICS" into ı.)
 */
export function fold(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = FOLD[ch];
    if (mapped) {
      out += mapped;
      continue;
    }
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

// Words that carry no part of a song's name: "(Official Music Video)", "[Resmi Video Klip]",
// "(Şarkı Sözleri)", "(Remastered 2011)", "HD", "4K"…
const NOISE_TOKENS = new Set([
  "official",
  "offical",
  "oficial",
  "officiel",
  "resmi",
  "music",
  "muzik",
  "video",
  "videosu",
  "videoclip",
  "clip",
  "klip",
  "klibi",
  "audio",
  "lyric",
  "lyrics",
  "soz",
  "sozu",
  "sozler",
  "sozleri",
  "sozleriyle",
  "sozlu",
  "sarki",
  "sarkisi",
  "altyazili",
  "visualizer",
  "visualiser",
  "hd",
  "hq",
  "uhd",
  "4k",
  "8k",
  "mv",
  "m",
  "v",
  "remaster",
  "remastered",
  "full",
  "new",
  "yeni",
  "explicit",
  "original",
]);
const TOKEN_SPLIT = /[\s&+,/|\-–—:.!·•*]+/;

/** True when the text is made only of noise words and years (or starts with "prod."). */
function isNoise(text: string): boolean {
  const folded = fold(text).trim();
  if (/^prod(\.|uced)?\s/.test(folded)) return true;
  const tokens = folded.split(TOKEN_SPLIT).filter(Boolean);
  if (tokens.length === 0) return false;
  return tokens.every((t) => NOISE_TOKENS.has(t) || /^(19|20)\d{2}$/.test(t) || /^\d{3,4}p$/.test(t));
}

const FEATURING = /^(?:ft|feat|featuring)\.?\s+(.+)$/i;
const TRAILING_NOISE =
  /(?:^|\s+)(?:official\s+(?:music\s+|lyric\s+|hd\s+)?(?:video|audio|clip)|resmi\s+(?:video\s*)?(?:klip|video|videosu)|video\s*klip|lyrics?(?:\s+video)?|(?:sarki\s+)?sozleri?|hd|hq|4k|8k|\d{3,4}p)$/;
const EDGE_PUNCTUATION = /^[\s\-–—|:,·•~/]+|[\s\-–—|:,·•~/]+$/g;

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").replace(EDGE_PUNCTUATION, "").trim();
}

function stripTrailingNoise(text: string): string {
  let current = tidy(text);
  for (;;) {
    const match = TRAILING_NOISE.exec(fold(current));
    if (!match || match.index === 0) return current;
    current = tidy(current.slice(0, match.index));
  }
}

/** "TarkanVEVO" -> "Tarkan", "Sezen Aksu - Topic" -> "Sezen Aksu", "Barış Manço Official" -> "Barış Manço". */
export function artistFromChannel(channel: string | null | undefined): string {
  const original = (channel ?? "").trim();
  let name = original.replace(/\s*-\s*Topic$/i, "");
  name = name.replace(/\s*VEVO$/, "").replace(/\s+vevo$/i, "");
  name = name.replace(
    /\s*(official(\s+(youtube\s+)?channel)?|resmi(\s+(youtube\s+)?(kanal|kanalı|kanali))?)$/i,
    "",
  );
  return tidy(name) || original;
}

function joinArtists(main: string, featured: string[]): string {
  const names = main ? [main] : [];
  const seen = new Set(names.map(fold));
  for (const f of featured) {
    const name = tidy(f);
    if (name && !seen.has(fold(name))) {
      names.push(name);
      seen.add(fold(name));
    }
  }
  return names.join(", ");
}

export function cleanVideoTitle(rawTitle: string, channelTitle?: string | null): CleanTitle {
  const featured: string[] = [];
  let text = rawTitle.replace(/\s+/g, " ").trim();
  // hashtags ("#shorts", "#tarkan") are never part of a song's name
  text = text.replace(/(^|\s)#[^\s#]+/g, " ");

  // Brackets: keep "(Eurovision 2003)"-like parts, drop noise, move "(feat. X)" to the artist.
  text = text.replace(/[([【]([^()[\]【】]*)[)\]】]/g, (whole, inner: string) => {
    const feat = FEATURING.exec(inner.trim());
    if (feat?.[1]) {
      featured.push(feat[1]);
      return " ";
    }
    return isNoise(inner) || !inner.trim() ? " " : whole;
  });

  // "Artist - Title | Şarkı Sözleri", "MFÖ | Ele Güne Karşı", "Title // Lyrics"
  const segments = text
    .split(/\s*[|｜]\s*|\s+\/\/\s+/)
    .map(tidy)
    .filter((s) => s && !isNoise(s));
  const dashSplit = /\s*[–—]\s*|\s+-+\s*|\s*-+\s+/;
  const withDash = segments.find((s) => dashSplit.test(s));

  let artist = "";
  let title = "";
  if (withDash) {
    const parts = withDash
      .split(dashSplit)
      .map(tidy)
      .filter((p) => p && !isNoise(p));
    if (parts.length >= 2) {
      artist = parts[0]!;
      title = parts.slice(1).join(" - ");
    } else {
      title = parts[0] ?? "";
    }
  } else if (segments.length >= 2) {
    artist = segments[0]!;
    title = segments[1]!;
  } else {
    title = segments[0] ?? "";
  }

  // Sezen Aksu "Gülümse"
  if (!artist) {
    const quoted = /^(.+?)\s*[-:]?\s*["“”«](.+?)["“”»]$/.exec(title);
    if (quoted?.[1] && quoted[2]) {
      artist = tidy(quoted[1]);
      title = tidy(quoted[2]);
    }
  }

  // "Title ft. X" outside brackets
  const inlineFeat = /\s+(?:ft|feat|featuring)\.?\s+(.+)$/i.exec(title);
  if (inlineFeat?.[1]) {
    featured.push(stripTrailingNoise(inlineFeat[1]));
    title = title.slice(0, inlineFeat.index);
  }
  title = stripTrailingNoise(title);

  const channelArtist = artistFromChannel(channelTitle);
  if (artist) {
    // "Artist ft. X - Title" and "Artist feat X" keep the main artist first, like Spotify's list
    const artistFeat = /\s+(?:ft|feat|featuring)\.?\s+(.+)$/i.exec(artist);
    if (artistFeat?.[1]) {
      featured.unshift(artistFeat[1]);
      artist = artist.slice(0, artistFeat.index);
    }
    artist = stripTrailingNoise(artist);
    // "Gülümse - Sezen Aksu" uploaded by Sezen Aksu's channel: the order is reversed
    if (channelArtist && fold(title) === fold(channelArtist) && fold(artist) !== fold(channelArtist)) {
      [artist, title] = [title, artist];
    }
  } else {
    artist = channelArtist;
  }

  if (!title) title = tidy(rawTitle);
  return { title, artist: joinArtists(tidy(artist), featured) };
}
