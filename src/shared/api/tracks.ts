/** A track and the features of its sound. */
import { z } from "zod";
import { boundedText, displayText, optionalLink } from "./fields";

// ---------- tracks ----------
/** Features of a track's sound. Values from analysis of a preview or from a CSV file's columns. */
export const audioFeaturesSchema = z.object({
  /** beats per minute */
  tempo: z.number().min(0).max(400).nullish(),
  /** 0..1 */
  energy: z.number().min(0).max(1).nullish(),
  /** average loudness in dBFS (negative numbers) */
  loudness: z.number().min(-100).max(10).nullish(),
  /** 0..1, share of high frequencies (spectral centroid normalised) */
  brightness: z.number().min(0).max(1).nullish(),
  /** 0..1, Spotify-style, from CSV files only */
  valence: z.number().min(0).max(1).nullish(),
  danceability: z.number().min(0).max(1).nullish(),
  acousticness: z.number().min(0).max(1).nullish(),
  /** pitch class 0 = C ... 11 = B */
  key: z.number().int().min(0).max(11).nullish(),
  /** 1 = major, 0 = minor */
  mode: z.number().int().min(0).max(1).nullish(),
  source: z.enum(["analysis", "csv"]).optional(),
});
export type AudioFeatures = z.infer<typeof audioFeaturesSchema>;

export const trackSchema = z.object({
  /** provider id; a 'csv:' prefix marks a CSV track (csv:sp:…, csv:isrc:…, csv:yt:…, csv:t:<hash>) */
  id: boundedText(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  title: displayText(300, "Şarkı adı"),
  artist: displayText(300, "Sanatçı"),
  image: optionalLink("Kapak bağlantısı"),
  previewUrl: optionalLink("Önizleme bağlantısı"),
  externalUrl: optionalLink("Şarkı bağlantısı"),
  /** audio features carried by a CSV file (Exportify columns) */
  features: audioFeaturesSchema.nullish(),
  /** duration in milliseconds, where known (helps the lyrics lookup) */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .nullish(),
  album: displayText(300, "Albüm adı").nullish(),
  /**
   * How often the person played the song, when the list is a listening history (a Last.fm or
   * Spotify streaming-history CSV whose repeats were merged into one track each)
   */
  plays: z.number().int().min(1).max(100_000_000).nullish(),
});
export type Track = z.infer<typeof trackSchema>;
