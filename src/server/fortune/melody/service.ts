/**
 * Melody features for tracks: from the database when known, else by downloading the track's
 * 30-second preview (an URL the server itself read from the provider) and analysing it.
 */
import type { AudioFeatures } from "@/shared/api/tracks";
import type { Outbound } from "../../http/outbound";
import type { Logger } from "../../log";
import type { FortuneRepository } from "../repository";
import { AUDIO_ANALYSIS_VERSION, analyzeMp3 } from "./analyze";

export interface AudioFeaturesServiceOptions {
  repo: Pick<FortuneRepository, "cachedFeatures" | "previewUrls" | "storeFeatures">;
  outbound: Outbound;
  log: Logger;
  /** previews analysed at once (CPU bound); default 2 */
  concurrency?: number;
  /** new analyses per call at most; the rest come on a later call; default 10 */
  maxNewPerCall?: number;
  /** a failed analysis is retried after this long; default 1 day */
  retryFailedAfterMs?: number;
  now?: () => Date;
}

const PREVIEW_MAX_BYTES = 3 * 1024 * 1024;
const PREVIEW_TIMEOUT_MS = 8_000;

/** Spec section 5: ids that are missing or start with 'csv:' are skipped. */
export function analysableIds(ids: readonly string[]): string[] {
  return [
    ...new Set(ids.filter((id) => typeof id === "string" && id.trim() !== "" && !id.startsWith("csv:"))),
  ];
}

export function createAudioFeaturesService(options: AudioFeaturesServiceOptions) {
  const { repo, outbound, log } = options;
  const concurrency = options.concurrency ?? 2;
  const maxNewPerCall = options.maxNewPerCall ?? 10;
  const retryFailedAfterMs = options.retryFailedAfterMs ?? 24 * 3600_000;
  const now = options.now ?? (() => new Date());
  // Analyses under way, so a track asked for twice at once is analysed once. Finished results
  // live in the database, not here: an lru-cache fetch() would also keep them in memory, where a
  // stored failure's retry date could not reach them.
  const inFlight = new Map<string, Promise<AudioFeatures | null>>();

  async function analyse(trackId: string, url: string): Promise<AudioFeatures | null> {
    let features: AudioFeatures | null = null;
    try {
      const res = await outbound.request(url, {
        timeoutMs: PREVIEW_TIMEOUT_MS,
        maxBytes: PREVIEW_MAX_BYTES,
        retries: 1,
        headers: { accept: "audio/mpeg,audio/*;q=0.8,*/*;q=0.1" },
      });
      features = await analyzeMp3(res.bytes);
    } catch (err) {
      log.warn({ trackId, err: err instanceof Error ? err.message : String(err) }, "preview analysis failed");
    }
    await repo.storeFeatures(trackId, AUDIO_ANALYSIS_VERSION, features);
    return features;
  }

  function analyseOnce(trackId: string, url: string): Promise<AudioFeatures | null> {
    let pending = inFlight.get(trackId);
    if (!pending) {
      pending = analyse(trackId, url).finally(() => inFlight.delete(trackId));
      inFlight.set(trackId, pending);
    }
    return pending;
  }

  return {
    async featuresFor(trackIds: readonly string[]): Promise<Record<string, AudioFeatures>> {
      const ids = analysableIds(trackIds);
      const out: Record<string, AudioFeatures> = {};
      const cached = await repo.cachedFeatures(ids, AUDIO_ANALYSIS_VERSION);
      const todo: string[] = [];
      for (const id of ids) {
        const hit = cached.get(id);
        if (hit?.features) out[id] = hit.features;
        else if (!hit || now().getTime() - hit.analyzedAt.getTime() > retryFailedAfterMs) todo.push(id);
      }
      if (todo.length === 0) return out;
      const previews = await repo.previewUrls(todo);
      const queue = todo.filter((id) => previews.has(id)).slice(0, maxNewPerCall);
      const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const features = await analyseOnce(id, previews.get(id)!);
          if (features) out[id] = features;
        }
      });
      await Promise.all(workers);
      return out;
    },
  };
}

export type AudioFeaturesService = ReturnType<typeof createAudioFeaturesService>;
