/**
 * Lyrics from LRCLIB, used only to write a comment. Only a short excerpt (preferring the chorus)
 * leaves this module; the full text is never cached, stored in a draw or shown.
 * A lyrics failure never fails a comment: every problem ends in `null`.
 */
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Config } from "../config";
import { type Outbound, OutboundError } from "../http/outbound";

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
}

/**
 * Where lookups are remembered. `null` is a remembered miss, `undefined` means "not cached".
 * Small on purpose so a database-backed cache can replace the in-memory one.
 */
export interface LyricsCache {
  get(key: string): LyricsInfo | null | undefined | Promise<LyricsInfo | null | undefined>;
  set(key: string, value: LyricsInfo | null, ttlMs: number): void | Promise<void>;
}

/** The subset of a pino/Fastify logger this module uses. */
export interface LyricsLogger {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export const LYRICS_HIT_TTL_MS = 24 * 3600_000;
export const LYRICS_MISS_TTL_MS = 3600_000;
export const EXCERPT_MAX_LINES = 12;
export const EXCERPT_MAX_CHARS = 600;
export const APP_USER_AGENT_NAME = "SarkiFali/0.1";

const silentLogger: LyricsLogger = { debug() {}, warn() {} };

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

const TR_FOLD: Record<string, string> = { ı: "i", ğ: "g", ş: "s", ç: "c", ö: "o", ü: "u" };

/** tr-TR lowercase, diacritics removed, punctuation to spaces: "Barış MANÇO!" -> "baris manco". */
export function normalizeForMatch(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .replace(/[ığşçöü]/g, (c) => TR_FOLD[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Words that mark a version of a recording rather than a different song.
// Unicode-aware word edges: \b would not see the end of "canlı".
const VERSION_WORDS =
  /(?<![\p{L}\p{N}])(remaster(ed)?|live|canl[ıi]|feat|ft|featuring|with|version|versiyon|edit|mix|remix|mono|stereo|acoustic|akustik|demo|bonus|deluxe|official|video|audio|lyrics?|clip|klip|explicit|instrumental|karaoke|single|radio|extended|original|from|anniversary|re-?recorded|\d{4})(?![\p{L}\p{N}])/iu;

/** Drops version marks: "Yesterday (Remastered 2009)", "Song - Live", "Song feat. X" -> the song. */
export function cleanTitle(title: string): string {
  let t = title.replace(/\s+/g, " ").trim();
  // Bracketed parts that name a version; "(I Can't Get No) Satisfaction" keeps its brackets.
  t = t.replace(/\s*[([{]([^)\]}]*)[)\]}]/g, (whole, inner: string) =>
    VERSION_WORDS.test(inner) ? "" : whole,
  );
  // " - Live at Wembley", " - 2011 Remaster", " – Radio Edit"
  t = t.replace(/\s+[-–—]\s+(.*)$/, (whole, rest: string) => (VERSION_WORDS.test(rest) ? "" : whole));
  // A bare "feat. X" to the end.
  t = t.replace(/\s+(feat\.?|ft\.|featuring)\s+.*$/i, "");
  t = t.trim();
  return t || title.trim();
}

/** All credited artists: "A, B feat. C" -> ["A", "B", "C"]. The first is the main artist. */
export function splitArtists(artist: string): string[] {
  const parts = artist
    .split(/\s*(?:,|;|\/|\s+feat\.?\s+|\s+ft\.?\s+|\s+featuring\s+)\s*/i)
    .map((a) => a.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [artist.trim()];
}

function tokenSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const ta = new Set(a.split(" "));
  const tb = new Set(b.split(" "));
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  // "gidiyorum" within "gidiyorum canli kayit": every word of the shorter one is there
  if (shared === Math.min(ta.size, tb.size)) return 0.8;
  return (2 * shared) / (ta.size + tb.size);
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

/** Scores a search result against the wanted song; below 0 means "not this song". */
export function scoreRecord(
  record: LrclibRecord,
  want: { title: string; artists: string[]; durationSec?: number },
): number {
  const title = tokenSimilarity(
    normalizeForMatch(cleanTitle(record.trackName ?? "")),
    normalizeForMatch(want.title),
  );
  const recordArtist = normalizeForMatch(record.artistName ?? "");
  const artist = Math.max(0, ...want.artists.map((a) => tokenSimilarity(recordArtist, normalizeForMatch(a))));
  if (title < 0.5 || artist < 0.5) return -1;
  let score = title * 2 + artist;
  if (want.durationSec !== undefined && record.duration) {
    const diff = Math.abs(record.duration - want.durationSec);
    if (diff <= 2) score += 1;
    else if (diff <= 10) score += 0.5;
    else if (diff > 30) score -= 1;
  }
  if (record.instrumental || hasWords(record)) score += 0.5;
  return score;
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
  return excerpt ? { instrumental: false, excerpt } : null;
}

// ---------- the service ----------

export interface LyricsServiceOptions {
  config: Config;
  outbound: Outbound;
  cache?: LyricsCache;
  logger?: LyricsLogger;
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

type Outcome = { kind: "found"; info: LyricsInfo } | { kind: "missing" } | { kind: "failed" };

export function createLyricsService(options: LyricsServiceOptions): LyricsService {
  const { config, outbound } = options;
  const cache = options.cache ?? createMemoryLyricsCache();
  const log = options.logger ?? silentLogger;
  const requestTimeoutMs = options.requestTimeoutMs ?? 5000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 8000;
  const failureCooldownMs = options.failureCooldownMs ?? 30_000;
  const now = options.now ?? Date.now;
  const userAgent = lyricsUserAgent(config);
  const inFlight = new Map<string, Promise<LyricsInfo | null>>();
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
    const artists = splitArtists(query.artist);
    const artist = artists[0]!;
    const durationSec =
      query.durationMs && query.durationMs > 0 ? Math.round(query.durationMs / 1000) : undefined;

    const getParams: Record<string, string> = { track_name: title, artist_name: artist };
    if (query.album?.trim()) getParams.album_name = cleanTitle(query.album);
    if (durationSec !== undefined) getParams.duration = String(durationSec);
    const direct = await getJson("api/get", getParams, signal);
    if (direct !== null) {
      const parsed = recordSchema.safeParse(direct);
      if (parsed.success) {
        const info = toInfo(parsed.data);
        if (info) return { kind: "found", info };
      }
    }

    const want = { title, artists, durationSec };
    let results = parseRecords(
      await getJson("api/search", { track_name: title, artist_name: artist }, signal),
    );
    if (results.length === 0) {
      results = parseRecords(await getJson("api/search", { q: `${title} ${artist}` }, signal));
    }
    const ranked = results
      .map((record) => ({ record, score: scoreRecord(record, want) }))
      .filter((r) => r.score >= 0)
      .sort((a, b) => b.score - a.score);
    for (const { record } of ranked) {
      const info = toInfo(record);
      if (info) return { kind: "found", info };
    }
    return { kind: "missing" };
  }

  async function lookupUncached(key: string, query: LyricsQuery, callerSignal?: AbortSignal) {
    if (now() < coolDownUntil) return null;
    const total = AbortSignal.timeout(totalTimeoutMs);
    const signal = callerSignal ? AbortSignal.any([total, callerSignal]) : total;
    let outcome: Outcome;
    try {
      outcome = await fetchLyrics(query, signal);
    } catch (err) {
      const kind = err instanceof OutboundError ? err.kind : "unexpected";
      log.warn({ err, kind, title: query.title, artist: query.artist }, "lyrics lookup failed");
      if (!callerSignal?.aborted) coolDownUntil = now() + failureCooldownMs;
      outcome = { kind: "failed" };
    }
    try {
      if (outcome.kind === "found") await cache.set(key, outcome.info, LYRICS_HIT_TTL_MS);
      else if (outcome.kind === "missing") await cache.set(key, null, LYRICS_MISS_TTL_MS);
    } catch (err) {
      log.warn({ err }, "lyrics cache write failed");
    }
    log.debug({ key, outcome: outcome.kind }, "lyrics lookup");
    return outcome.kind === "found" ? outcome.info : null;
  }

  return {
    async lookup(query, opts = {}) {
      if (!query.title?.trim() || !query.artist?.trim()) return null;
      const key = `lrclib:${normalizeForMatch(splitArtists(query.artist)[0]!)}|${normalizeForMatch(cleanTitle(query.title))}`;
      try {
        const cached = await cache.get(key);
        if (cached !== undefined) return cached;
      } catch (err) {
        log.warn({ err }, "lyrics cache read failed");
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = lookupUncached(key, query, opts.signal).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
