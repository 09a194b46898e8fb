/**
 * Video titles to song title and artist. Music uploads are named "Artist - Title (Official Video)",
 * "Artist | Title (Şarkı Sözleri)", `Artist "Title" M/V`, "[MV] Artist _ Title", "Song I Album ©
 * 2019 Label", "Title" on auto-generated "Artist - Topic" channels, and so on. Pure functions over
 * the vocabulary in rules.ts: this module runs on the server and in the browser's CSV import.
 * docs/decisions/011-youtube-titles.md says why the rules are ours and how they are measured;
 * 032-real-inputs.md why there are two readings (labels.ts).
 */
import { artistFromChannel, channelIsLabel, featuredNames, isTopicChannel, joinArtists } from "./channel";
import {
  cutsName,
  isLabel,
  isNoisePart,
  isVersionNote,
  isVersionSuffix,
  isYearOnly,
  namesRecording,
  onlyBracketsAfter,
  type Reading,
  stripTrailingLabels,
  withoutLabelBrackets,
} from "./labels";
import { prepare } from "./prepare";
import {
  BAR_SEPARATOR,
  CORNER_QUOTES,
  DASH_SEPARATOR,
  FEAT_INLINE,
  FEAT_START,
  I_BAR,
  KNOWN_SHOWS,
  MAX_CHANNEL,
  MAX_TITLE,
  QUOTE_PAIRS,
  SLASH_SEPARATOR,
  TRACK_NUMBER_PART,
} from "./rules";
import {
  bracketGroups,
  protectedRanges,
  quotedAt,
  sameName,
  splitOutside,
  squash,
  tidy,
  tokens,
} from "./text";

export interface CleanTitle {
  title: string;
  artist: string;
}

/**
 * Bars between parts. A capital I is a bar in a label channel's "Song I Album © Label" and before
 * a label ("Gülpembe I Official Video"), never in "Tones and I" or "Do I Wanna Know". Without the
 * copyright line "Gülpembe I Anadolu Rock" and "Barış Manço I Gülpembe" cannot be told apart: the
 * name stays whole, nothing of it lost.
 */
function splitOnBars(text: string, copyrighted: boolean): string[] {
  const parts = splitOutside(text, BAR_SEPARATOR);
  const noise = (piece: string) => isNoisePart(withoutLabelBrackets(piece, "song"), "song");
  return parts.flatMap((part) => {
    const pieces = splitOutside(part, I_BAR);
    if (pieces.length === 1) return [part];
    if (copyrighted) return pieces;
    const out = [pieces[0]!];
    for (const piece of pieces.slice(1)) {
      if (noise(piece)) out.push(piece);
      else out[out.length - 1] += ` I ${piece}`;
    }
    return out;
  });
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
function cleanName(part: string, reading: Reading): Cleaned {
  const featured: string[] = [];
  let text = tidy(part);

  // 'Volume Up' (Official Music Video), ‘Shoong! (feat. LISA)’ DANCE PRACTICE VIDEO
  const quoted = quotedAt(text, 0);
  if (quoted) {
    const rest = text.slice(quoted.end);
    text = quoted.inner;
    const feat =
      FEAT_INLINE.exec(withoutLabelBrackets(rest, reading)) ??
      /[([]\s*(?:ft|feat|featuring)\.?\s+([^)\]]+)/i.exec(rest);
    if (feat?.[1]) featured.push(...featuredNames(feat[1]));
    // 'Dudu' (Remix), "Bir Bahar Akşamı" (Canlı): a bracket after the quote naming another
    // recording stays, and one naming the version stays as the list shows it
    for (const g of bracketGroups(rest)) {
      const inner = g.inner.trim();
      if (namesRecording(inner) || (isLabel(inner, "song") && !isLabel(inner, reading)))
        text += ` ${rest.slice(g.start, g.end)}`;
    }
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
    if (isLabel(inner, reading)) {
      if (cutsName(inner) && tidy(out)) {
        cutAt = g.end;
        break;
      }
      continue;
    }
    // "[Monstercat Release]", "[Free Download]", "[Bass Boosted]": square brackets closing a
    // title tag the upload; a remix or cover in them ("[Moby Remix]") is still named, and so is
    // a version ("[LIVE]") in the listed reading
    if (
      (g.open === "[" || g.open === "【") &&
      tidy(out) &&
      onlyBracketsAfter(text, g.end) &&
      !namesRecording(inner) &&
      !(reading === "listed" && isVersionNote(inner))
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
    const feat = FEAT_INLINE.exec(withoutLabelBrackets(tail, reading));
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
  name = stripTrailingLabels(name, reading);
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
    else if (!isLabel(inner, "song")) out += text.slice(g.start, g.end);
  }
  let name = tidy(out + text.slice(at));
  const inline = FEAT_INLINE.exec(name);
  if (inline?.[1] && inline.index > 0) {
    featured.push(...featuredNames(inline[1]));
    name = name.slice(0, inline.index);
  }
  name = stripTrailingLabels(name, "song");
  return { name: isNoisePart(name, "song") ? "" : tidy(name), featured };
}

/** An artist part and a title part; `versions` are store-style suffixes after the title ("Canlı"). */
type Split = { artist: string; title: string; versions?: string[] };

/**
 * `Artist "Title" M/V`, `GOT7 "A" Dance Practice #2`, "YOASOBI「アイドル」": the artist before the
 * first quoted name.
 */
function splitOnQuotes(text: string): Split | null {
  for (let i = 1; i < text.length; i++) {
    // Japanese corner brackets quote a title even with no space before them: "あいみょん「マリーゴールド」"
    if (!QUOTE_PAIRS[text[i]!] || (text[i - 1] !== " " && !CORNER_QUOTES.has(text[i]!))) continue;
    const quoted = quotedAt(text, i);
    if (!quoted) continue;
    const artist = text.slice(0, i).replace(/\s*[-:]\s*$/, "");
    if (!tidy(artist) || tokens(artist).length > 8 || isNoisePart(artist, "song")) return null;
    return { artist, title: text.slice(i) };
  }
  return null;
}

/**
 * Separators rarer in music titles, tried only when there is no other: "Artist / Title",
 * "Artist /// Title", "Artist: Title", "Artist : Title", "Artist：Title" (a short name before the
 * colon, no digits: not "Vol. 2:"),
 * and "Artist-Title" with a space on each side's words ("Taylor Swift-Shake It Off") or a name
 * the channel confirms ("Queen-Bohemian Rhapsody" on Queen's channel); "Jay-Z", "Anti-Hero" and
 * "HA:TFELT" never split.
 */
function splitLastResort(text: string, channelArtist: string): Split | null {
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
  const usable = (p: Split) =>
    tidy(p.artist) !== "" && tidy(p.title) !== "" && !isNoisePart(p.artist, "song");

  const slash = at(/\s+\/{1,3}\s+/)[0];
  if (slash && usable(pair(slash))) return pair(slash);

  // "Tarkan: Kuzu Kuzu", then "Tarkan : Kuzu Kuzu" and "Vaundy：踊り子": one colon after a word,
  // spaced after (the full-width one need not be); "HA:TFELT" and "12:00" never split
  for (const colon of [/(?<=\p{L}):\s+/u, /(?<=\p{L})(?:\s+:\s+|\s*：\s*)/u]) {
    const colons = at(colon);
    if (colons.length !== 1) continue;
    const p = pair(colons[0]!);
    if (usable(p) && tokens(p.artist).length <= 3 && !/\d/.test(p.artist)) return p;
  }

  const hyphens = at(/(?<=[\p{L}\p{N}.!?)'])-(?=[\p{L}\p{N}("'])/u);
  if (hyphens.length === 1) {
    const p = pair(hyphens[0]!);
    const spaced = tidy(p.artist).includes(" ") && tidy(p.title).includes(" ");
    if (usable(p) && (spaced || sameName(p.artist, channelArtist))) return p;
  }
  // "Engin Nurşani-VERİN BENİM SEVDİĞİMİ-Canlı": the same with a version or a label after the title
  if (hyphens.length === 2 || hyphens.length === 3) {
    const cuts = [0, ...hyphens.map((m) => m.index), text.length];
    const parts = cuts.slice(0, -1).map((from, i) => text.slice(i === 0 ? 0 : from + 1, cuts[i + 1]));
    const p = { artist: parts[0]!, title: parts[1]! };
    const tail = parts.slice(2);
    const spaced = tidy(p.artist).includes(" ") && tidy(p.title).includes(" ");
    if (
      usable(p) &&
      (spaced || sameName(p.artist, channelArtist)) &&
      tail.every((t) => isVersionSuffix(t) || isNoisePart(t, "song"))
    )
      return { ...p, versions: tail.filter(isVersionSuffix) };
  }
  return null;
}

/** The title cut into its artist part and title parts, before either is cleaned. */
interface Layout {
  artistPart: string;
  titleParts: string[];
  /** every part of the split the artist came from, for the Topic channel's reading */
  allParts: string[];
}

function layOut(
  text: string,
  copyrighted: boolean,
  channelArtist: string,
  topic: boolean,
  reading: Reading,
): Layout {
  // "Artist - Title | Şarkı Sözleri", "MFÖ | Ele Güne Karşı", "Title // Lyrics"
  const noise = (part: string) => isNoisePart(withoutLabelBrackets(part, reading), reading);
  let segments = splitOnBars(text, copyrighted).filter((s) => !noise(s));
  // A label channel's "Song I Album © 2019 Label": what follows the song is its album.
  if (copyrighted && segments.length > 1) segments = segments.slice(0, 1);
  const layout = layOutSegments(segments, text, channelArtist, topic, reading);
  if (reading === "listed" && layout.titleParts.length > 0) {
    // "Sıla - Vaziyetler | Akustik" as listed: the version stays with the title, in brackets, and
    // so does another recording named in a few words ("| Remix", "| Sezen Aksu Cover")
    const title = layout.titleParts[0]!;
    const notes = segments.filter(
      (s) =>
        !layout.allParts.includes(s) &&
        (isVersionSuffix(s) ||
          (isNoisePart(s, "song") && isVersionNote(s)) ||
          (namesRecording(s) && tokens(s).length <= 5 && !s.includes(title))),
    );
    const last = layout.titleParts.length - 1;
    for (const note of notes) layout.titleParts[last] += ` (${tidy(note)})`;
  }
  return layout;
}

function layOutSegments(
  segments: string[],
  text: string,
  channelArtist: string,
  topic: boolean,
  reading: Reading,
): Layout {
  const noise = (part: string) => isNoisePart(withoutLabelBrackets(part, reading), reading);
  let dashed = segments.map((s) => splitOutside(s, DASH_SEPARATOR)).find((parts) => parts.length > 1);
  // "Nostalji - Tarkan - Kuzu Kuzu": a note on the upload before the artist ("Live - …" is a band)
  if (dashed && dashed.length > 2 && isLabel(tidy(dashed[0]!), "song") && !isVersionNote(dashed[0]!))
    dashed = dashed.slice(1);
  if (dashed) {
    const rest = dashed.slice(1);
    // "Bohemian Rhapsody - Remastered 2011", "Yesterday - Live": a title and its version, no artist
    if (rest.every((p) => isVersionSuffix(p) || isNoisePart(p, "song")) && rest.some(isVersionSuffix)) {
      return {
        artistPart: "",
        titleParts: [reading === "song" ? dashed[0]! : dashed.join(" - ")],
        allParts: dashed,
      };
    }
    // "Prince - 1999" names a song "1999"; a year after the title ("… - Gülümse - 1991") does not.
    // After the title only a version suffix ("- Live @ Harbiye", "- 2004 Remaster") is still the
    // song's, and only as the list shows it: "- Karma Albümü", "- Harbiye Açıkhava 2017" and
    // "- YouTube" name the album, the venue or the page.
    // A "- feat. X" part still names who sings.
    // "Sezen Aksu - 01 - Gülümse": a track number before the title is none ("Blur - Song 2" is one;
    // so is "22" when what follows is only its version: "Taylor Swift - 22 - Taylor's Version")
    const first = rest.findIndex(
      (p, i) =>
        (!noise(p) || (i === 0 && isYearOnly(p))) &&
        !(
          TRACK_NUMBER_PART.test(tidy(p)) &&
          rest.slice(i + 1).some((q) => !noise(q) && !isVersionSuffix(q) && !/\bversion\b/i.test(q))
        ),
    );
    const after = first < 0 ? [] : rest.slice(first + 1);
    const featuring = after.filter((p) => FEAT_START.test(tidy(p)));
    const titleParts =
      first < 0
        ? []
        : [
            [rest[first]!, ...featuring].join(" "),
            ...after.filter((p) => reading === "listed" && !noise(p) && isVersionSuffix(p)),
          ];
    if (titleParts.length > 0) return { artistPart: dashed[0]!, titleParts, allParts: dashed };
    // "Sezen Aksu / Gülümse - Official Video": the split is in what came before the label
    const inner = topic ? null : (splitOnQuotes(dashed[0]!) ?? splitLastResort(dashed[0]!, channelArtist));
    if (inner && !/^#/.test(tidy(rest[0]!))) {
      return { artistPart: inner.artist, titleParts: [inner.title], allParts: dashed };
    }
    // what looks like a label is still the title when nothing else is: "Flo Rida - #CAKE"
    return { artistPart: dashed[0]!, titleParts: [rest[0]!], allParts: dashed };
  }
  if (segments.length >= 2)
    return { artistPart: segments[0]!, titleParts: [segments[1]!], allParts: segments };
  const single = segments[0] ?? text;
  const split = topic ? null : (splitOnQuotes(single) ?? splitLastResort(single, channelArtist));
  if (split) {
    const versions = reading === "listed" ? (split.versions ?? []) : [];
    return {
      artistPart: split.artist,
      titleParts: [split.title, ...versions],
      allParts: [split.artist, split.title, ...(split.versions ?? [])],
    };
  }
  return { artistPart: "", titleParts: [single], allParts: [single] };
}

/**
 * "夜に駆ける / THE FIRST TAKE": a " / " piece after the song that names the show it was filmed
 * for or the channel is no part of its name ("AC/DC", "Song A / Song B" stay).
 */
function withoutShowPieces(part: string, channel: string): string {
  const pieces = splitOutside(part, SLASH_SEPARATOR);
  if (pieces.length < 2) return part;
  const show = (piece: string) => {
    const name = tidy(withoutLabelBrackets(piece, "song"));
    return (
      KNOWN_SHOWS.has(squash(name)) || sameName(name, channel) || sameName(name, artistFromChannel(channel))
    );
  };
  return [pieces[0]!, ...pieces.slice(1).filter((p) => !show(p))].join(" / ");
}

function readVideoTitle(
  rawTitle: string,
  channelTitle: string | null | undefined,
  reading: Reading,
): CleanTitle {
  rawTitle = rawTitle.slice(0, MAX_TITLE);
  const channel = channelTitle?.slice(0, MAX_CHANNEL) ?? "";
  const prepared = prepare(rawTitle);
  const { label } = prepared;
  const text = withoutShowPieces(prepared.text, channel);
  // A label's channel uploads many artists: its name is never the artist.
  const labelChannel = channelIsLabel(channel, label);
  const channelArtist = labelChannel ? "" : artistFromChannel(channel);
  // "Various Artists - Topic" names no artist whose track names could hold a dash
  const topic = isTopicChannel(channel) && channelArtist !== "";
  const noise = (part: string) => isNoisePart(withoutLabelBrackets(part, reading), reading);

  const layout = layOut(text, label !== "", channelArtist, topic, reading);
  let { artistPart, titleParts } = layout;

  // An auto-generated "Artist - Topic" channel titles a video with the track's name alone:
  // "Bohemian Rhapsody - Remastered 2011" is not by "Bohemian Rhapsody".
  if (
    topic &&
    artistPart &&
    !sameName(cleanArtist(artistPart).name, channelArtist) &&
    !titleParts.some((p) => sameName(cleanName(p, "song").name, channelArtist))
  ) {
    titleParts = layout.allParts.filter((p, i) => i === 0 || !noise(p));
    artistPart = "";
  }

  const cleaned = titleParts.map((part) => cleanName(part, reading));
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

/**
 * The song a video holds, every label and version note dropped: "Duman - Bu Akşam (Canlı)
 * [4K]" -> "Bu Akşam" by "Duman". What the lyrics lookup and the title corpora want.
 */
export function cleanVideoTitle(rawTitle: string, channelTitle?: string | null): CleanTitle {
  return readVideoTitle(rawTitle, channelTitle, "song");
}

/**
 * The song as the person's list shows it: the upload's labels dropped ("(Official Video)",
 * "[4K]", "| Şarkı Sözleri", a label's copyright line), its version kept ("Bu Akşam (Canlı)",
 * "Bohemian Rhapsody - Remastered 2011"). What a YouTube track carries (ADR 032).
 */
export function listedVideoTitle(rawTitle: string, channelTitle?: string | null): CleanTitle {
  return readVideoTitle(rawTitle, channelTitle, "listed");
}

/** True when the title is only a song and its version, with no artist in it ("Yesterday - Remastered 2009"). */
export function isTitleWithVersion(title: string): boolean {
  const parts = splitOutside(prepare(title).text, DASH_SEPARATOR);
  const rest = parts.slice(1);
  return (
    rest.length > 0 &&
    rest.every((p) => isVersionSuffix(p) || isNoisePart(p, "song")) &&
    rest.some(isVersionSuffix)
  );
}
