import type { AudioFeatures } from "@/shared/api-types";
import { CSV_URL_MAX } from "./csv-import-result";

const MAX_DURATION_MS = 24 * 3600 * 1000;
/**
 * Below this a bare number in a column of unknown unit is read as seconds: a 30 s track in
 * milliseconds and an 8-hour track in seconds are both rarer than everything in between.
 */
const SECONDS_MS_BOUNDARY = 30_000;

/**
 * Quoted fields may span lines and carry tabs or control characters; a title is one line.
 * Files written on a Mac spell "à" as "a" plus a combining accent: composed, it is the same text.
 */
export function cleanText(value: string | undefined, max: number): string {
  if (!value) return "";
  // Most cells are already clean; the checks cost less than the rewrites (10,000 rows, 10 cells each).
  let text = MESSY_SPACE.test(value) ? value.replace(/[\s\p{Cc}]+/gu, " ") : value;
  text = text.trim();
  if (COMBINING_MARK.test(text)) text = text.normalize("NFC");
  return capLength(text, max);
}

const MESSY_SPACE = /[^\P{White_Space} ]|\p{Cc}| {2}/u;
const COMBINING_MARK = /\p{M}/u;

/** Cuts to `max` UTF-16 units (what zod's max counts) without leaving half of a surrogate pair. */
export function capLength(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/** Accepts a decimal comma ("0,5"), which Turkish spreadsheets write. Empty or junk gives null. */
export function parseCsvNumber(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?$/i.test(text)) return null;
  const number = Number(text.replace(",", "."));
  return Number.isFinite(number) ? number : null;
}

export type DurationUnit = "ms" | "s" | "unknown";

export function parseDurationMs(value: string | undefined, unit: DurationUnit): number | null {
  const text = value?.trim() ?? "";
  if (!text) return null;
  let ms: number | null;
  const iso = /^P(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)$/i.exec(text);
  if (iso) {
    // YouTube's contentDetails.duration, which video exporters copy as it is: "PT3M45S".
    const [, hours, minutes, seconds] = iso;
    if (hours === undefined && minutes === undefined && seconds === undefined) return null;
    ms = ((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + Number(seconds ?? 0)) * 1000;
  } else if (text.includes(":")) {
    ms = parseClockMs(text);
  } else {
    const number = parseCsvNumber(text);
    if (number === null) return null;
    const isMs = unit === "ms" || (unit === "unknown" && number >= SECONDS_MS_BOUNDARY);
    ms = isMs ? number : number * 1000;
  }
  if (ms === null || ms < 0 || ms > MAX_DURATION_MS) return null;
  return Math.round(ms);
}

/** "3:45", "03:45" or "1:02:03", optionally with fractional seconds. */
function parseClockMs(text: string): number | null {
  const match = /^(\d+):(\d{1,2})(?::(\d{1,2}))?(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const [, first = "0", second = "0", third, fraction] = match;
  const [hours, minutes, seconds] =
    third === undefined ? [0, Number(first), Number(second)] : [Number(first), Number(second), Number(third)];
  if (seconds >= 60 || (third !== undefined && minutes >= 60)) return null;
  const fractionSeconds = fraction ? Number(`0.${fraction}`) : 0;
  return ((hours * 60 + minutes) * 60 + seconds + fractionSeconds) * 1000;
}

/** Only http(s): these end up in <img src>, <audio src> and <a href>, where other schemes are unsafe. */
export function httpUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  if (!text || text.length > CSV_URL_MAX) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? text : null;
  } catch {
    return null;
  }
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;

/** From `spotify:track:{id}`, an open.spotify.com track link, or (when `allowBareId`) the id alone. */
export function spotifyTrackId(value: string | undefined, allowBareId: boolean): string | null {
  const text = value?.trim() ?? "";
  const id =
    /^spotify:track:([A-Za-z0-9]+)$/.exec(text)?.[1] ??
    /^https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?track\/([A-Za-z0-9]+)/i.exec(text)?.[1] ??
    (allowBareId ? text : "");
  return SPOTIFY_ID.test(id) ? id : null;
}

export function spotifyTrackUrl(value: string | undefined, allowBareId: boolean): string | null {
  const id = spotifyTrackId(value, allowBareId);
  return id ? `https://open.spotify.com/track/${id}` : null;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** From a bare video id or a YouTube / YouTube Music / youtu.be link. */
export function youtubeVideoId(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  if (VIDEO_ID.test(text)) return text;
  const id =
    /^https?:\/\/(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/|live\/)([A-Za-z0-9_-]{11})/i.exec(
      text,
    )?.[1] ?? /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})/i.exec(text)?.[1];
  return id ?? null;
}

/** An ISRC without its optional dashes, upper-cased ("usdy41674488" -> "USDY41674488"), or null. */
export function normalizeIsrc(value: string | undefined): string | null {
  if (!value) return null;
  if (ISRC.test(value)) return value;
  const text = value.replace(/[\s-]/g, "").toUpperCase();
  return ISRC.test(text) ? text : null;
}

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

export type FeatureName = Exclude<keyof AudioFeatures, "source" | "brightness">;
type FeatureRule = { min: number; max: number; integer?: boolean };

/** Mirrors `audioFeaturesSchema`, so a value that would fail validation is dropped, not the track. */
const FEATURE_RULES: Record<FeatureName, FeatureRule> = {
  tempo: { min: 0, max: 400 },
  energy: { min: 0, max: 1 },
  valence: { min: 0, max: 1 },
  danceability: { min: 0, max: 1 },
  acousticness: { min: 0, max: 1 },
  loudness: { min: -100, max: 10 },
  key: { min: 0, max: 11, integer: true },
  mode: { min: 0, max: 1, integer: true },
};

export const FEATURE_NAMES = Object.keys(FEATURE_RULES) as FeatureName[];

export function parseFeature(name: FeatureName, value: string | undefined): number | null {
  const number = parseCsvNumber(value);
  if (number === null) return null;
  const rule = FEATURE_RULES[name];
  if (rule.integer && !Number.isInteger(number)) return null;
  // Spotify writes key -1 for "no key detected"; the range check drops it with the other junk.
  return number >= rule.min && number <= rule.max ? number : null;
}

/** Null when the row carries no usable feature, so tracks without features stay simple. */
export function parseFeatures(values: Partial<Record<FeatureName, string>>): AudioFeatures | null {
  const features: AudioFeatures = {};
  let found = false;
  for (const name of FEATURE_NAMES) {
    const number = parseFeature(name, values[name]);
    if (number !== null) {
      features[name] = number;
      found = true;
    }
  }
  return found ? { ...features, source: "csv" } : null;
}
