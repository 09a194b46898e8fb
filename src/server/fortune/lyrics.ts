/**
 * Lyrics from LRCLIB, used only to write a comment. Only a short excerpt (preferring the chorus)
 * and the fingerprints of the whole song's five-word runs (for the four-word rule, ADR 020) leave
 * this module; the full text is never cached, stored in a draw or shown.
 * A lyrics failure never fails a comment: every problem ends in `null`.
 */

import { LRUCache } from "lru-cache";
import { z } from "zod";
import { isUnknownArtist } from "@/shared/unknown-artist";
import type { Config } from "../config";
import { type Outbound, OutboundError } from "../http/outbound";
import { type Logger, silentLogger } from "../log";
import { lyricFingerprints, normalizeForMatch } from "./lyric-words";
import { cleanTitle } from "./song-title";

export interface LyricsQuery {
  title: string;
  artist: string;
  album?: string | null;
  durationMs?: number | null;
}

/** What a comment may know of a song's words. */
export interface LyricsInfo {
  instrumental: boolean;
  /** a bounded excerpt, never the whole text; null when instrumental */
  excerpt: string | null;
  /**
   * 32-bit fingerprints of every five-word run of the whole lyrics (lyric-words.ts): the
   * four-word rule's check sees lines the excerpt left out, without the words being kept.
   * Absent in cache entries written before it existed.
   */
  fingerprints?: number[];
}

/**
 * Where lookups are remembered. `null` is a remembered miss, `undefined` means "not cached".
 * Small on purpose so a database-backed cache can replace the in-memory one.
 */
export interface LyricsCache {
  get(key: string): LyricsInfo | null | undefined | Promise<LyricsInfo | null | undefined>;
  set(key: string, value: LyricsInfo | null, ttlMs: number): void | Promise<void>;
}

export const LYRICS_HIT_TTL_MS = 24 * 3600_000;
export const LYRICS_MISS_TTL_MS = 3600_000;
export const EXCERPT_MAX_LINES = 12;
export const EXCERPT_MAX_CHARS = 600;
export const APP_USER_AGENT_NAME = "SarkiFali/0.1";

export function createMemoryLyricsCache(max = 5000): LyricsCache {
  // lru-cache cannot hold null, so misses are boxed.
  const lru = new LRUCache<string, { value: LyricsInfo | null }>({ max });
  return {
    get: (key) => lru.get(key)?.value,
    set: (key, value, ttlMs) => {
      lru.set(key, { value }, { ttl: ttlMs });
    },
  };
}

// ---------- text normalisation ----------

export { normalizeForMatch } from "./lyric-words";

export { cleanTitle } from "./song-title";

/**
 * All credited artists: "A, B feat. C" -> ["A", "B", "C"]. The first is the main artist.
 * Whitespace is collapsed first, so the separator pattern never backtracks over long runs of
 * spaces (the old one was cubic on "a" + 298 spaces + "a"). "AC/DC" stays whole: only a spaced
 * " / " separates names.
 */
export function splitArtists(artist: string): string[] {
  const text = artist.replace(/\s+/g, " ").trim();
  const parts = text
    .split(/ ?[,;] ?| \/ | (?:feat\.?|ft\.?|featuring) /i)
    .map((a) => a.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [text];
}

/** "The Beatles" and "Beatles" are one band; LRCLIB has both spellings. */
function artistKey(name: string): string {
  return normalizeForMatch(name).replace(/^the /, "");
}

/**
 * Every name an artist credit can be matched by: the whole credit, and each name in it, split
 * also at "&", "and", " x ", "with" and "vs" ("Simon & Garfunkel" matches a record credited to
 * "Simon & Garfunkel" whole, and "Sezen Aksu & Tarkan" one credited to "Tarkan").
 */
function artistKeys(credit: string): string[] {
  const keys = new Set<string>([artistKey(credit)]);
  for (const part of splitArtists(credit)) {
    keys.add(artistKey(part));
    // a band's own name can hold these words ("Mor ve Ötesi"): its short pieces are no name
    for (const name of part.split(/ (?:&|and|x|with|vs\.?|ve) /i)) {
      const key = artistKey(name);
      if (key.length >= 4) keys.add(key);
    }
  }
  keys.delete("");
  return [...keys];
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Equal, or a typo apart in a long name ("Aphrodites Child"). Short names must be equal:
 * "Yalan" and "Yalın" are different words. ("Beyonce"/"Beyoncé" are equal once normalised.)
 */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 8) return false;
  const allowed = shorter >= 15 ? 2 : 1;
  return editDistance(a, b, allowed) <= allowed;
}

/**
 * The record's artist is one of the wanted artists: equal names, not a shared word. "John
 * Denver" is not "John Maus", "Sezen Aksu" is not "Sezen Cumhur Önal".
 */
export function artistsMatch(recordArtist: string, wanted: string): boolean {
  const have = artistKeys(recordArtist);
  const want = artistKeys(wanted);
  return have.some((h) => want.some((w) => nearlyEqual(h, w)));
}

const BRACKETS = /\s*[([{][^)\]}]*[)\]}]/g;

/** The same song's title: equal once version notes are gone, or equal without any brackets. */
export function titlesMatch(recordTitle: string, wantedTitle: string): boolean {
  const a = normalizeForMatch(cleanTitle(recordTitle));
  const b = normalizeForMatch(cleanTitle(wantedTitle));
  if (!a || !b) return false;
  if (nearlyEqual(a, b)) return true;
  // "Waka Waka (This Time for Africa)" and "Waka Waka"
  const bareA = normalizeForMatch(recordTitle.replace(BRACKETS, " "));
  const bareB = normalizeForMatch(wantedTitle.replace(BRACKETS, " "));
  return bareA !== "" && bareA === bareB;
}

/** A title that says the recording has no voice: "… - Instrumental Version", "(Karaoke)". */
const NO_VOICE =
  /(?<![\p{L}\p{N}])(instrumental|instrumentale|enstrumantal|enstrümantal|karaoke|backing track|minus one|off vocal|altyap[ıi])(?![\p{L}\p{N}])/iu;
export function titleSaysInstrumental(title: string): boolean {
  return NO_VOICE.test(title);
}

// ---------- LRCLIB records ----------

const recordSchema = z.object({
  id: z.number(),
  trackName: z.string().nullish(),
  artistName: z.string().nullish(),
  albumName: z.string().nullish(),
  duration: z.number().nullish(),
  instrumental: z.boolean().nullish(),
  plainLyrics: z.string().nullish(),
  syncedLyrics: z.string().nullish(),
});
export type LrclibRecord = z.infer<typeof recordSchema>;

function parseRecords(data: unknown): LrclibRecord[] {
  if (!Array.isArray(data)) return [];
  const out: LrclibRecord[] = [];
  for (const item of data) {
    const parsed = recordSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function hasWords(r: LrclibRecord): boolean {
  return Boolean(r.plainLyrics?.trim() || r.syncedLyrics?.trim());
}

export interface WantedSong {
  /** the title as the playlist has it (version notes are cleaned here) */
  title: string;
  /** the artist credit as the playlist has it ("A, B feat. C") */
  artist: string;
  durationSec?: number;
}

/**
 * The record that holds this song's words, or null. A wrong song's words are worse than none
 * (the comment would quote another song), so a record counts only when its title and artist
 * both match. Records with words always win over instrumental ones, whatever the order LRCLIB
 * lists them in; an instrumental record counts only when no record of the song has words and
 * its title is the song's own, not "… (Instrumental Version)" or "… (Classical Version)". Among records with words the
 * closest duration wins (when the duration is known), then the exact title.
 */
export function chooseRecord(records: readonly LrclibRecord[], want: WantedSong): LrclibRecord | null {
  const wantTitle = normalizeForMatch(want.title);
  const same = records.filter(
    (r) => titlesMatch(r.trackName ?? "", want.title) && artistsMatch(r.artistName ?? "", want.artist),
  );
  const durationGap = (r: LrclibRecord) =>
    want.durationSec !== undefined && r.duration ? Math.abs(r.duration - want.durationSec) : null;
  const rank = (r: LrclibRecord) => {
    const gap = durationGap(r);
    const bucket = gap === null ? 1 : gap <= 2 ? 0 : gap <= 10 ? 1 : 2;
    const exact = normalizeForMatch(r.trackName ?? "") === wantTitle ? 0 : 1;
    return [bucket, exact, gap ?? 0];
  };
  const byRank = (a: LrclibRecord, b: LrclibRecord) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return 0;
  };
  const vocal = same.filter((r) => !r.instrumental && hasWords(r)).sort(byRank);
  if (vocal[0]) return vocal[0];
  // "I Want to Live (Classical Version)" marked instrumental says nothing about the song itself
  const plainTitle = (t: string) =>
    !titleSaysInstrumental(t) && normalizeForMatch(cleanTitle(t)) === normalizeForMatch(t);
  const instrumental = same.filter((r) => r.instrumental && plainTitle(r.trackName ?? "")).sort(byRank);
  return instrumental[0] ?? null;
}

// ---------- excerpt ----------

/** Plain lines from LRC text: timestamps and metadata tags ([ar:…], [length:…]) removed. */
export function stripLrc(synced: string): string {
  return synced
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line) => !/^\s*\[[a-z]+:[^\]]*\]\s*$/i.test(line))
    .map((line) =>
      line
        .replace(/\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/g, "")
        .replace(/<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/g, "")
        .trim(),
    )
    .join("\n");
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A bounded excerpt of a song's words, starting at the chorus: the stanza whose lines repeat most
 * in the song. Without repetition it starts at the beginning. Repeated lines appear once.
 */
export function buildExcerpt(
  lyrics: string,
  maxLines = EXCERPT_MAX_LINES,
  maxChars = EXCERPT_MAX_CHARS,
): string | null {
  const stanzas = lyrics
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((s) =>
      s
        .split("\n")
        .map((l) => l.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    )
    .filter((s) => s.length > 0);
  if (stanzas.length === 0) return null;

  const counts = new Map<string, number>();
  for (const stanza of stanzas) {
    for (const line of stanza) {
      const key = normalizeForMatch(line);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let start = 0;
  let best = 0;
  stanzas.forEach((stanza, i) => {
    const repeated = stanza.reduce((sum, line) => sum + ((counts.get(normalizeForMatch(line)) ?? 1) - 1), 0);
    // Average per line, so a long verse with one repeated line does not beat a short chorus.
    const score = repeated / stanza.length;
    if (score > best) {
      best = score;
      start = i;
    }
  });

  const seen = new Set<string>();
  const out: string[] = [];
  let lineCount = 0;
  let chars = 0;
  outer: for (let i = 0; i < stanzas.length; i++) {
    const stanza = stanzas[(start + i) % stanzas.length]!;
    const fresh = stanza.filter((line) => {
      const key = normalizeForMatch(line);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length === 0) continue;
    if (out.length > 0) {
      out.push("");
      chars += 1;
    }
    for (const line of fresh) {
      const text = cutAtWord(line, maxChars);
      if (lineCount >= maxLines || chars + text.length + 1 > maxChars) {
        if (lineCount === 0) out.push(cutAtWord(text, maxChars));
        break outer;
      }
      out.push(text);
      lineCount++;
      chars += text.length + 1;
    }
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  const excerpt = out.join("\n").trim();
  return excerpt || null;
}

function toInfo(record: LrclibRecord): LyricsInfo | null {
  if (record.instrumental) return { instrumental: true, excerpt: null };
  const text = record.plainLyrics?.trim()
    ? record.plainLyrics
    : record.syncedLyrics
      ? stripLrc(record.syncedLyrics)
      : "";
  const excerpt = text ? buildExcerpt(text) : null;
  // A record without words that is not marked instrumental tells us nothing.
  return excerpt ? { instrumental: false, excerpt, fingerprints: lyricFingerprints(text) } : null;
}

// ---------- the service ----------

export interface LyricsServiceOptions {
  config: Config;
  outbound: Outbound;
  cache?: LyricsCache;
  logger?: Logger;
  /** per request to LRCLIB; default 5 s */
  requestTimeoutMs?: number;
  /** the whole lookup, all requests included; default 8 s */
  totalTimeoutMs?: number;
  /** after a failure (network, timeout, 5xx) lookups return null without asking, for this long */
  failureCooldownMs?: number;
  now?: () => number;
}

export interface LyricsService {
  lookup(query: LyricsQuery, options?: { signal?: AbortSignal }): Promise<LyricsInfo | null>;
}

/** "SarkiFali/0.1 (+https://…)": LRCLIB asks clients to name the app and its address. */
export function lyricsUserAgent(config: Config): string {
  const contact = config.PUBLIC_URL ?? `mailto:${config.SUPPORT_EMAIL}`;
  return `${APP_USER_AGENT_NAME} (+${contact})`;
}

/** The longest one lyrics lookup may take, every attempt together (shutdown waits for it, main.ts). */
export const LYRICS_TOTAL_TIMEOUT_MS = 8000;

type Outcome = { kind: "found"; info: LyricsInfo } | { kind: "missing" } | { kind: "failed" };

export function createLyricsService(options: LyricsServiceOptions): LyricsService {
  const { config, outbound } = options;
  const cache = options.cache ?? createMemoryLyricsCache();
  const log = options.logger ?? silentLogger;
  const requestTimeoutMs = options.requestTimeoutMs ?? 5000;
  const totalTimeoutMs = options.totalTimeoutMs ?? LYRICS_TOTAL_TIMEOUT_MS;
  const failureCooldownMs = options.failureCooldownMs ?? 30_000;
  const now = options.now ?? Date.now;
  const userAgent = lyricsUserAgent(config);
  let coolDownUntil = 0;

  /** The parsed body, or null for "no such song" (404 / empty list). Throws on failures. */
  async function getJson(
    path: string,
    params: Record<string, string>,
    signal: AbortSignal,
  ): Promise<unknown> {
    const url = new URL(path, `${config.LRCLIB_BASE}/`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await outbound.request(url, {
      // lowercase so it replaces the outbound client's default instead of joining it
      headers: { "user-agent": userAgent, accept: "application/json" },
      timeoutMs: requestTimeoutMs,
      maxBytes: 2 * 1024 * 1024,
      retries: 0,
      acceptStatus: (s) => (s >= 200 && s < 300) || s === 404,
      signal,
    });
    if (res.status === 404) return null;
    return res.json();
  }

  async function fetchLyrics(query: LyricsQuery, signal: AbortSignal): Promise<Outcome> {
    const title = cleanTitle(query.title);
    const artist = splitArtists(query.artist)[0]!;
    const durationSec =
      query.durationMs && query.durationMs > 0 ? Math.round(query.durationMs / 1000) : undefined;
    const want: WantedSong = { title, artist: query.artist, durationSec };

    const getParams: Record<string, string> = { track_name: title, artist_name: artist };
    if (query.album?.trim()) getParams.album_name = cleanTitle(query.album);
    if (durationSec !== undefined) getParams.duration = String(durationSec);
    const direct = recordSchema.safeParse(await getJson("api/get", getParams, signal));
    const found = direct.success ? chooseRecord([direct.data], want) : null;
    // An instrumental answer may hide a sung record of the same song: look further first.
    if (found && !found.instrumental) {
      const info = toInfo(found);
      if (info) return { kind: "found", info };
    }

    const seen: LrclibRecord[] = found ? [found] : [];
    const searches: Record<string, string>[] = [
      { track_name: title, artist_name: artist },
      { q: `${title} ${artist}` },
    ];
    for (const params of searches) {
      seen.push(...parseRecords(await getJson("api/search", params, signal)));
      const best = chooseRecord(seen, want);
      if (best && !best.instrumental) {
        const info = toInfo(best);
        if (info) return { kind: "found", info };
      }
    }
    const instrumental = chooseRecord(seen, want);
    return instrumental
      ? { kind: "found", info: { instrumental: true, excerpt: null } }
      : { kind: "missing" };
  }

  /** Asks LRCLIB (after the shared cache) and remembers the answer; undefined when it failed. */
  async function lookupUncached(key: string, query: LyricsQuery, signal: AbortSignal): Promise<Outcome> {
    try {
      const stored = await cache.get(key);
      if (stored !== undefined) return stored ? { kind: "found", info: stored } : { kind: "missing" };
    } catch (err) {
      log.warn({ err }, "lyrics cache read failed");
    }
    if (now() < coolDownUntil) return { kind: "failed" };
    const total = AbortSignal.timeout(totalTimeoutMs);
    let outcome: Outcome;
    try {
      outcome = await fetchLyrics(query, AbortSignal.any([total, signal]));
    } catch (err) {
      const kind = err instanceof OutboundError ? err.kind : "unexpected";
      log.warn({ err, kind, title: query.title, artist: query.artist }, "lyrics lookup failed");
      // a caller who gave up is no sign that LRCLIB is down
      if (!signal.aborted) coolDownUntil = now() + failureCooldownMs;
      return { kind: "failed" };
    }
    try {
      if (outcome.kind === "found") await cache.set(key, outcome.info, LYRICS_HIT_TTL_MS);
      else if (outcome.kind === "missing") await cache.set(key, null, LYRICS_MISS_TTL_MS);
    } catch (err) {
      log.warn({ err }, "lyrics cache write failed");
    }
    log.debug({ key, outcome: outcome.kind }, "lyrics lookup");
    return outcome;
  }

  // One lookup per song at a time, shared by everyone asking at once (lru-cache's fetch keeps the
  // promise under the key), and the answer kept in memory in front of the shared cache. Failures
  // are not kept: fetchMethod answers undefined and the next caller asks again after the cool-down.
  const flights = new LRUCache<string, { value: LyricsInfo | null }, LyricsQuery>({
    max: 2000,
    ttl: LYRICS_MISS_TTL_MS,
    fetchMethod: async (key, _stale, { signal, context, options: entry }) => {
      const outcome = await lookupUncached(key, context, signal);
      if (outcome.kind === "failed") return undefined;
      entry.ttl = outcome.kind === "found" ? LYRICS_HIT_TTL_MS : LYRICS_MISS_TTL_MS;
      return { value: outcome.kind === "found" ? outcome.info : null };
    },
  });

  return {
    async lookup(query, opts = {}) {
      // A title alone would find some other song's words: no artist, no lookup.
      if (!query.title?.trim() || isUnknownArtist(query.artist)) return null;
      // "… (Instrumental)", "… - Karaoke Version": the title already says there are no words
      if (titleSaysInstrumental(query.title)) return { instrumental: true, excerpt: null };
      // lru-cache listens for an abort to come, not for one that has already happened
      if (opts.signal?.aborted) return null;
      const key = `lrclib:${normalizeForMatch(splitArtists(query.artist)[0]!)}|${normalizeForMatch(cleanTitle(query.title))}`;
      try {
        const box = await flights.fetch(key, { context: query, signal: opts.signal });
        return box?.value ?? null;
      } catch {
        // the caller's signal aborted the shared lookup
        return null;
      }
    },
  };
}
