/**
 * Video titles to song title and artist. Music uploads are named "Artist - Title (Official Video)",
 * "Artist | Title (Şarkı Sözleri)", `Artist "Title" M/V`, "[MV] Artist _ Title", "Title" on
 * auto-generated "Artist - Topic" channels, and so on; the lyrics lookup, the result card and the
 * CSV import (in the browser) want the bare title and artist. Pure functions, no imports: this
 * module runs on the server and in the browser. docs/decisions/011-youtube-titles.md says why the
 * rules are ours and how they are measured.
 */

export interface CleanTitle {
  title: string;
  artist: string;
}

/**
 * YouTube allows 100 characters in a title and channel names are shorter; a longer text (a CSV
 * cell) is cut, which also bounds the work of the rules below on hostile input.
 */
const MAX_TITLE = 300;
const MAX_CHANNEL = 150;

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

// ---------- vocabulary ----------

/**
 * Words that say what kind of upload this is, not what the song is called: a bracket or a
 * " - " part made of these (and a few filler words) is dropped.
 */
const LABEL_WORDS = new Set([
  // official video / audio
  "official",
  "offical",
  "oficial",
  "officiel",
  "ufficiale",
  "resmi",
  "video",
  "videos",
  "videosu",
  "videoclip",
  "musicvideo",
  "clip",
  "klip",
  "klibi",
  "audio",
  "visualizer",
  "visualiser",
  "mv",
  "pv",
  "teaser",
  "trailer",
  "premiere",
  "exclusive",
  "release",
  "new",
  "yeni",
  // lyrics and translations
  "lyric",
  "lyrics",
  "lyricvideo",
  "soz",
  "sozu",
  "sozler",
  "sozleri",
  "sozleriyle",
  "sozlu",
  "altyazi",
  "altyazili",
  "ceviri",
  "cevirisi",
  "translation",
  "translated",
  "hangul",
  "romanized",
  "romanization",
  "subtitles",
  "subbed",
  // versions that are still the same song
  "live",
  "canli",
  "akustik",
  "acoustic",
  "unplugged",
  "performance",
  "performans",
  "session",
  "sessions",
  "remaster",
  "remastered",
  "version",
  "versiyon",
  "ver",
  "explicit",
  "censored",
  "practice",
  "choreography",
  // quality and album uploads
  "hd",
  "hq",
  "uhd",
  "4k",
  "8k",
  "full",
  "album",
]);

/** Filler that may stand beside label words without making the bracket part of the name. */
const FILLER_WORDS = new Set([
  "the",
  "of",
  "a",
  "an",
  "by",
  "and",
  "music",
  "muzik",
  "muzigi",
  "song",
  "sarki",
  "sarkisi",
  "original",
  "orijinal",
  "color",
  "coded",
  "dance",
  "short",
  "film",
  "not",
  "test",
  "special",
  "stage",
  "kayit",
  "eng",
  "sub",
  "subs",
  "cc",
  "tr",
  "turkce",
  "m",
  "v",
  "w",
  "with",
]);

/** A bracket naming one of these is a different recording people name as such: kept. */
const KEEP_WORDS = new Set(["remix", "rmx", "cover", "mashup", "bootleg", "flip", "vip", "mix"]);
/** "(from A Star Is Born)" is part of the name, "(Official Video - Live from …)" is not. */
const FROM_WORDS = new Set(["from"]);

/** Label words that mark the end of the name: what follows them is more label. */
const CUT_WORDS = new Set([
  "official",
  "offical",
  "oficial",
  "officiel",
  "resmi",
  "video",
  "videosu",
  "audio",
  "lyric",
  "lyrics",
  "mv",
  "visualizer",
  "visualiser",
  "album",
  "sozleri",
  "klip",
  "clip",
]);

const OFFICIAL_WORDS = new Set(["official", "offical", "oficial", "officiel", "ufficiale", "resmi"]);

function tokens(text: string): string[] {
  return fold(text)
    .replace(/\bm\s*\/\s*v\b/g, "mv")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const QUALITY_WORDS = new Set(["hd", "hq", "uhd", "4k", "8k"]);
const isYearOrResolution = (t: string) => /^(?:19|20)\d{2}$|^\d{3,4}p$/.test(t);
const isSmallNumber = (t: string) => /^\d{1,2}$/.test(t);

/**
 * Made only of label words, filler and years, with at least one label word or year: "Official
 * Video", "Canlı Kayıt 1975", "(1981)". Filler alone ("Şarkı 5", "The Song") is a name.
 */
function onlyLabels(words: string[]): boolean {
  const label = (w: string) => LABEL_WORDS.has(w) || isYearOrResolution(w);
  if (!words.every((w) => label(w) || FILLER_WORDS.has(w) || isSmallNumber(w))) return false;
  // "HD" beside filler does not make a label: "Song 2 HD" is a song
  return words.every(label) || words.some((w) => label(w) && !QUALITY_WORDS.has(w));
}

/** True when a bracket's content labels the upload rather than naming the song. */
function isLabel(inner: string): boolean {
  const text = fold(inner).trim();
  if (!text) return true;
  if (/^prod(?:\.|uced)?\s/.test(text)) return true;
  // "Taylor's Version" is the name of a re-recording
  if (/\p{L}'s version/u.test(text.replace(/[’‘]/g, "'"))) return false;
  // "Original Mix" is how DJ music says "the track itself"
  if (/^(?:original|orijinal) mix$/.test(text)) return true;
  const words = tokens(text);
  if (words.length === 0) return !/[\p{L}\p{N}]/u.test(text);
  if (words.some((w) => KEEP_WORDS.has(w))) return false;
  const labels = words.filter((w) => LABEL_WORDS.has(w)).length;
  if (onlyLabels(words)) return true;
  if (words.some((w) => OFFICIAL_WORDS.has(w))) return true;
  if (words.some((w) => FROM_WORDS.has(w))) return false;
  return labels >= 2 || (labels >= 1 && words.length <= 5);
}

/** Nothing but more brackets (or nothing) follows `from`. */
function onlyBracketsAfter(text: string, from: number): boolean {
  const tail = text.slice(from);
  let rest = "";
  let at = 0;
  for (const g of bracketGroups(tail)) {
    rest += tail.slice(at, g.start);
    at = g.end;
  }
  return tidy(rest + tail.slice(at)) === "";
}

/** A remix, cover or re-recording named in a bracket: "(Moby Remix)", "(Taylor's Version)". */
function namesRecording(inner: string): boolean {
  return (
    tokens(inner).some((w) => KEEP_WORDS.has(w)) || /\p{L}'s version/u.test(fold(inner).replace(/[’‘]/g, "'"))
  );
}

function cutsName(inner: string): boolean {
  return tokens(inner).some((w) => CUT_WORDS.has(w));
}

/** A whole part ("Official Video", "Lyrics", "2015", "#tarkan #kuzukuzu") that carries no name. */
function isNoisePart(text: string): boolean {
  const t = tidy(text);
  if (!t) return true;
  if (/^(?:#[\p{L}\p{N}_]+\s*)+$/u.test(t)) return true;
  const words = tokens(t);
  if (words.length === 0) return !/[\p{L}\p{N}]/u.test(t);
  return /^prod(?:\.|uced)?\s/.test(fold(t)) || onlyLabels(words);
}

/** "1999", "2015": a year alone, which after "Prince - " is the song's name. */
const isYearOnly = (text: string) => /^(?:19|20)\d{2}$/.test(tidy(text));

// ---------- brackets and quotes ----------

const OPENERS: Record<string, string> = {
  "(": ")",
  "[": "]",
  "{": "}",
  "【": "】",
  "「": "」",
  "『": "』",
  "（": "）",
  "［": "］",
};

interface Group {
  start: number;
  /** index after the closing bracket */
  end: number;
  open: string;
  inner: string;
}

/** Balanced top-level bracket groups, nesting allowed: "(Feat. A, B(비))" is one group. */
function bracketGroups(text: string): Group[] {
  const groups: Group[] = [];
  const stack: { close: string; at: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const close = OPENERS[ch];
    if (close) {
      stack.push({ close, at: i });
      continue;
    }
    const top = stack[stack.length - 1];
    if (top && ch === top.close) {
      stack.pop();
      if (stack.length === 0) {
        groups.push({ start: top.at, end: i + 1, open: text[top.at]!, inner: text.slice(top.at + 1, i) });
      }
    }
  }
  return groups;
}

/** Index ranges inside brackets or double quotes, where no separator is looked for. */
function protectedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = bracketGroups(text).map((g) => [g.start, g.end]);
  const pairs = /"[^"]*"|“[^“”]*”|«[^«»]*»|„[^„“]*“/g;
  for (let m = pairs.exec(text); m; m = pairs.exec(text)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  "“": "”",
  "”": "”",
  "„": "“",
  "«": "»",
  "「": "」",
  "『": "』",
  "'": "'",
  "‘": "’",
  "’": "’",
};

/**
 * A quoted name at `open` ("Title", 'Title', “Title”, ‘Title’): the inner text and the index
 * after the closing quote, or null. An apostrophe ("Don't") never closes a single quote.
 */
function quotedAt(text: string, open: number): { inner: string; end: number } | null {
  const close = QUOTE_PAIRS[text[open]!];
  if (!close) return null;
  const single = close === "'" || close === "’";
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== close && !(single && ch === "'")) continue;
    const next = text[i + 1];
    if (single && next !== undefined && /[\p{L}\p{N}]/u.test(next)) continue;
    const inner = text.slice(open + 1, i).trim();
    return inner ? { inner, end: i + 1 } : null;
  }
  return null;
}

// ---------- small helpers ----------

const EDGE_PUNCTUATION = /^[\s\-–—|:,·•~/_]+|[\s\-–—|:,·•~/_]+$/g;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+/g, " ")
    .replace(EDGE_PUNCTUATION, "")
    .trim();
}

const FEAT_START = /^(?:ft|feat|featuring)\.?\s+/i;
const FEAT_INLINE = /(?:^|\s)(?:ft|feat|featuring)\.?\s+(.+)$/i;

// unbracketed labels at the end of a name: "Anti-D Official Video", "I.O.U Official MV", "Dudu HD"
const TRAILING_LABEL =
  /(?:^|\s+)(?:official\s+(?:music\s+|lyric\s+|hd\s+)?(?:video|audio|clip|mv|m\/v)|official|music\s+video|(?:resmi\s+)?(?:video\s*)?klip|lyrics?(?:\s+video)?|(?:sarki\s+)?sozleri?|\S+\s+ver\.?|m\/v|mv|dance\s+(?:practice|performance)(?:\s+video)?(?:\s+#?\d+)?|performance\s+video|full\s+album|visuali[sz]er|hd|hq|4k|8k|\d{3,4}p)$/;

function stripTrailingLabels(text: string): string {
  let current = tidy(text);
  for (;;) {
    const match = TRAILING_LABEL.exec(fold(current));
    if (!match || match.index === 0) return current;
    current = tidy(current.slice(0, match.index));
  }
}

/** Splits "A, B & C" listed after "feat." into names. */
function featuredNames(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+&\s+|\s+and\s+/i)
    .map((name) => tidy(stripTrailingLabels(name)))
    .filter(Boolean);
}

const squash = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
const sameName = (a: string, b: string) => squash(a) !== "" && squash(a) === squash(b);

// ---------- parts ----------

const FILE_EXTENSION =
  /\s*\.(?:mp4|m4v|mov|avi|wmv|flv|mkv|webm|mpe?g|3gp|mp3|m4a|wav|flac|ogg|oga|opus|aac|wma)$/i;

/** Whitespace, file extensions, file-name underscores, wrapping quotes and leading tags. */
function prepare(raw: string): string {
  let text = raw
    .normalize("NFC")
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(FILE_EXTENSION, "").trim();
  // "the_weeknd_-_blinding_lights": a file name, underscores for spaces
  if (!text.includes(" ") && text.includes("_")) text = text.replace(/_+/g, " ").trim();
  // "**NEW**", "*NEW*" anywhere
  text = text.replace(/\*+\s*(?:new|yeni|exclusive|premiere|official)\s*!*\s*\*+/gi, " ").trim();
  for (;;) {
    // "[MV] …", "[Electro] - …", "【MV】…", "NEW: …"
    const lead = /^(?:\[[^\]]*\]|【[^】]*】|(?:new|yeni)\s*[:!]|\*+[^*]+\*+)\s*[-–—:|~]?\s*/i.exec(text);
    if (!lead || lead[0].length >= text.length) break;
    text = text.slice(lead[0].length);
  }
  // '"Queen - Bohemian Rhapsody"', '"Adele - Skyfall" (Lyrics)': quotes around the whole name
  const whole = quotedAt(text, 0);
  if (whole) {
    const rest = text.slice(whole.end);
    if (!tidy(rest) || isNoisePart(withoutLabelBrackets(rest))) text = `${whole.inner} ${rest}`;
  }
  return tidy(text);
}

/** Top-level separator positions: " - ", " – ", "—", " ~ ", " _ ", "Artist- Title". */
function splitOnDashes(text: string): string[] {
  const ranges = protectedRanges(text);
  const inside = (i: number) => ranges.some(([s, e]) => i >= s && i < e);
  const separator = /\s+(?:-+|[–—~_])\s+|\s*[–—]\s*|\s+-+(?=\S)|(?<=\S)-+\s+/g;
  const parts: string[] = [];
  let from = 0;
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    if (inside(m.index)) continue;
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

function splitOnBars(text: string): string[] {
  const ranges = protectedRanges(text);
  const inside = (i: number) => ranges.some(([s, e]) => i >= s && i < e);
  const separator = /\s*[|｜]\s*|\s+\/\/\s+/g;
  const parts: string[] = [];
  let from = 0;
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    if (inside(m.index)) continue;
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** Drops label brackets from a part, so "Lyrics [Hangul+Translation]" can be seen as noise. */
function withoutLabelBrackets(text: string): string {
  let out = "";
  let at = 0;
  for (const g of bracketGroups(text)) {
    out += text.slice(at, g.start);
    if (!isLabel(g.inner)) out += text.slice(g.start, g.end);
    at = g.end;
  }
  return out + text.slice(at);
}

interface Cleaned {
  name: string;
  featured: string[];
}

/**
 * A song's name out of its part of the title: a leading quoted name, "(feat. X)" moved out,
 * label brackets dropped (and what follows an "(Official Video)"), "ft. X" at the end moved
 * out, trailing hashtags and labels dropped.
 */
function cleanName(part: string): Cleaned {
  const featured: string[] = [];
  let text = tidy(part);

  // 'Volume Up' (Official Music Video), ‘Shoong! (feat. LISA)’ DANCE PRACTICE VIDEO
  const quoted = quotedAt(text, 0);
  if (quoted) {
    const rest = text.slice(quoted.end);
    text = quoted.inner;
    const feat =
      FEAT_INLINE.exec(withoutLabelBrackets(rest)) ??
      /[([]\s*(?:ft|feat|featuring)\.?\s+([^)\]]+)/i.exec(rest);
    if (feat?.[1]) featured.push(...featuredNames(feat[1]));
  }

  // "… #shorts #tarkan": hashtags after the name (a title that is only "#CAKE" stays)
  const tags = /(?:\s+#[\p{L}\p{N}_]+)+$/u.exec(text);
  if (tags && tags.index > 0) text = text.slice(0, tags.index);

  let out = "";
  let at = 0;
  let cutAt: number | null = null;
  for (const g of bracketGroups(text)) {
    out += text.slice(at, g.start);
    at = g.end;
    const inner = g.inner.trim();
    if (FEAT_START.test(inner)) {
      featured.push(...featuredNames(inner.replace(FEAT_START, "")));
      continue;
    }
    if (isLabel(inner)) {
      if (cutsName(inner) && tidy(out)) {
        cutAt = g.end;
        break;
      }
      continue;
    }
    // "[Monstercat Release]", "[Free Download]", "[Bass Boosted]": square brackets closing a
    // title tag the upload; a remix or cover in them ("[Moby Remix]") is still named
    if (
      (g.open === "[" || g.open === "【") &&
      tidy(out) &&
      onlyBracketsAfter(text, g.end) &&
      !namesRecording(inner)
    ) {
      continue;
    }
    out += text.slice(g.start, g.end);
  }
  if (cutAt === null) {
    out += text.slice(at);
  } else {
    // after "(Official Video)" only a "ft. X" is still worth reading
    const tail = text.slice(cutAt);
    const feat = FEAT_INLINE.exec(withoutLabelBrackets(tail));
    if (feat?.[1]) featured.push(...featuredNames(feat[1]));
    for (const g of bracketGroups(tail)) {
      if (FEAT_START.test(g.inner.trim()))
        featured.push(...featuredNames(g.inner.trim().replace(FEAT_START, "")));
    }
  }

  let name = tidy(out);
  const inline = FEAT_INLINE.exec(name);
  if (inline?.[1] && inline.index > 0) {
    featured.push(...featuredNames(inline[1]));
    name = name.slice(0, inline.index);
  }
  name = stripTrailingLabels(name);
  return { name: tidy(name), featured };
}

/** The artist part: "Big Limit [@RealBigLimit]" -> "Big Limit", "Ceza ft. X" -> "Ceza" + X. */
function cleanArtist(part: string): Cleaned {
  const featured: string[] = [];
  let text = tidy(part);
  const quoted = quotedAt(text, 0);
  if (quoted && quoted.end === text.length) text = quoted.inner;
  let out = "";
  let at = 0;
  for (const g of bracketGroups(text)) {
    out += text.slice(at, g.start);
    at = g.end;
    const inner = g.inner.trim();
    if (FEAT_START.test(inner)) featured.push(...featuredNames(inner.replace(FEAT_START, "")));
    // square brackets after a name hold a handle or another spelling: "HA:TFELT [핫펠트(예은)]"
    else if (g.open !== "(" && g.open !== "（") continue;
    else if (!isLabel(inner)) out += text.slice(g.start, g.end);
  }
  let name = tidy(out + text.slice(at));
  const inline = FEAT_INLINE.exec(name);
  if (inline?.[1] && inline.index > 0) {
    featured.push(...featuredNames(inline[1]));
    name = name.slice(0, inline.index);
  }
  name = stripTrailingLabels(name);
  return { name: isNoisePart(name) ? "" : tidy(name), featured };
}

/** `Artist "Title" M/V`, `GOT7 "A" Dance Practice #2`: the artist before the first quoted name. */
function splitOnQuotes(text: string): { artist: string; title: string } | null {
  for (let i = 1; i < text.length; i++) {
    if (!QUOTE_PAIRS[text[i]!] || text[i - 1] !== " ") continue;
    const quoted = quotedAt(text, i);
    if (!quoted) continue;
    const artist = text.slice(0, i).replace(/\s*[-:]\s*$/, "");
    if (!tidy(artist) || tokens(artist).length > 8 || isNoisePart(artist)) return null;
    return { artist, title: text.slice(i) };
  }
  return null;
}

/**
 * Separators rarer in music titles, tried only when there is no other: "Artist / Title",
 * "Artist /// Title", "Artist: Title" (a short name before the colon, no digits: not "Vol. 2:"),
 * and "Artist-Title" with a space on each side's words ("Taylor Swift-Shake It Off") or a name
 * the channel confirms ("Queen-Bohemian Rhapsody" on Queen's channel); "Jay-Z", "Anti-Hero" and
 * "HA:TFELT" never split.
 */
function splitLastResort(text: string, channelArtist: string): { artist: string; title: string } | null {
  const ranges = protectedRanges(text);
  const inside = (i: number) => ranges.some(([s, e]) => i >= s && i < e);
  const at = (pattern: RegExp) => {
    const found: RegExpExecArray[] = [];
    const re = new RegExp(pattern.source, `${pattern.flags}g`);
    for (let m = re.exec(text); m; m = re.exec(text)) if (!inside(m.index)) found.push(m);
    return found;
  };
  const pair = (m: RegExpExecArray) => ({
    artist: text.slice(0, m.index),
    title: text.slice(m.index + m[0].length),
  });
  const usable = (p: { artist: string; title: string }) =>
    tidy(p.artist) !== "" && tidy(p.title) !== "" && !isNoisePart(p.artist);

  const slash = at(/\s+\/{1,3}\s+/)[0];
  if (slash && usable(pair(slash))) return pair(slash);

  const colons = at(/(?<=\p{L}):\s+/u);
  if (colons.length === 1) {
    const p = pair(colons[0]!);
    if (usable(p) && tokens(p.artist).length <= 3 && !/\d/.test(p.artist)) return p;
  }

  const hyphens = at(/(?<=[\p{L}\p{N}.!?)'])-(?=[\p{L}\p{N}("'])/u);
  if (hyphens.length === 1) {
    const p = pair(hyphens[0]!);
    const spaced = tidy(p.artist).includes(" ") && tidy(p.title).includes(" ");
    if (usable(p) && (spaced || sameName(p.artist, channelArtist))) return p;
  }
  return null;
}

/** "TarkanVEVO" -> "Tarkan", "ImagineDragonsVEVO" -> "Imagine Dragons", "Sezen Aksu - Topic" -> "Sezen Aksu". */
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
  name = name.replace(
    /\s*(official(\s+(youtube\s+)?channel)?|resmi(\s+(youtube\s+)?(kanal|kanalı|kanali))?)$/i,
    "",
  );
  return tidy(name) || original;
}

function joinArtists(main: string, featured: string[]): string {
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

export function cleanVideoTitle(rawTitle: string, channelTitle?: string | null): CleanTitle {
  rawTitle = rawTitle.slice(0, MAX_TITLE);
  channelTitle = channelTitle?.slice(0, MAX_CHANNEL);
  const text = prepare(rawTitle);
  const channelArtist = artistFromChannel(channelTitle);
  const topic = /\s-\sTopic$/i.test((channelTitle ?? "").trim());

  // "Artist - Title | Şarkı Sözleri", "MFÖ | Ele Güne Karşı", "Title // Lyrics"
  const noise = (part: string) => isNoisePart(withoutLabelBrackets(part));
  const segments = splitOnBars(text).filter((s) => !noise(s));
  let artistPart = "";
  let titleParts: string[] = [];
  let allParts: string[] = [];
  const dashed = segments.map(splitOnDashes).find((parts) => parts.length > 1);
  if (dashed) {
    allParts = dashed;
    artistPart = dashed[0]!;
    // "Prince - 1999" names a song "1999"; a year after the title ("… - Gülümse - 1991") does not
    titleParts = dashed.slice(1).filter((p, i) => !noise(p) || (i === 0 && isYearOnly(p)));
    // what looks like a label is still the title when nothing else is: "Flo Rida - #CAKE"
    if (titleParts.length === 0) titleParts = [dashed[1]!];
  } else if (segments.length >= 2) {
    allParts = segments;
    artistPart = segments[0]!;
    titleParts = [segments[1]!];
  } else {
    const single = segments[0] ?? text;
    const split = topic ? null : (splitOnQuotes(single) ?? splitLastResort(single, channelArtist));
    if (split) {
      artistPart = split.artist;
      titleParts = [split.title];
    } else {
      titleParts = [single];
    }
  }

  // An auto-generated "Artist - Topic" channel titles a video with the track's name alone:
  // "Bohemian Rhapsody - Remastered 2011" is not by "Bohemian Rhapsody".
  if (
    topic &&
    artistPart &&
    !sameName(cleanArtist(artistPart).name, channelArtist) &&
    !titleParts.some((p) => sameName(cleanName(p).name, channelArtist))
  ) {
    titleParts = allParts.filter((p, i) => i === 0 || !noise(p));
    artistPart = "";
  }

  const cleaned = titleParts.map(cleanName);
  let title = tidy(
    cleaned
      .map((c) => c.name)
      .filter(Boolean)
      .join(" - "),
  );
  const featured = cleaned.flatMap((c) => c.featured);
  const artistCleaned = artistPart ? cleanArtist(artistPart) : { name: "", featured: [] };
  let artist = artistCleaned.name;
  featured.unshift(...artistCleaned.featured);

  if (artist) {
    // "Gülümse - Sezen Aksu" uploaded by Sezen Aksu's channel: the order is reversed
    if (channelArtist && sameName(title, channelArtist) && !sameName(artist, channelArtist)) {
      [artist, title] = [title, artist];
    }
  } else {
    artist = channelArtist;
  }
  if (!title) title = tidy(rawTitle.replace(/\s+/g, " "));
  // a featured artist alone is not the artist: keep them in the title instead
  if (!artist && featured.length > 0) return { title: `${title} (feat. ${featured.join(", ")})`, artist: "" };
  return { title, artist: joinArtists(artist, featured) };
}
