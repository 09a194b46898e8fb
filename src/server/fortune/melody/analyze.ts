/**
 * Audio features of a track, computed on the server from its 30 s MP3 preview:
 * tempo, energy, loudness, brightness and (when the evidence is clear) key and mode.
 *
 * Pipeline: check MP3 framing -> decode (mpg123 WASM, fresh decoder per call) -> mono ->
 * half-band decimation to ~22 kHz (gated loudness, spectral centroid) -> again to ~11 kHz
 * (mel-band spectral-flux onset envelope -> autocorrelation tempo; peak-picked chromagram ->
 * Krumhansl-Schmuckler key). One module per step: mp3.ts, loudness.ts, timbre.ts, tempo.ts and
 * key.ts, on the building blocks of dsp.ts (a small radix-2 real FFT among them).
 *
 * All of it is synchronous CPU work (~40 ms for decoding plus ~40 ms for analysis per 30 s preview
 * on a small server) broken up by event-loop yields; results are meant to be cached, keyed by
 * AUDIO_ANALYSIS_VERSION.
 */
import type { AudioFeatures } from "@/shared/api/tracks";
import { clamp, decimateBy2, MIN_SECONDS, round, yieldToEventLoop } from "./dsp";
import { chromagram, estimateKey } from "./key";
import { energyFromLoudness, gatedLoudnessDb } from "./loudness";
import { decodeMp3, warmUpDecoder } from "./mp3";
import { estimateTempo, onsetEnvelope } from "./tempo";
import { brightnessFromCentroid, spectralCentroid } from "./timbre";

/** Bump whenever any algorithm or mapping of this folder changes: it is part of the features cache key. */
export const AUDIO_ANALYSIS_VERSION = 1;

async function analyzePcm(samples: Float32Array, sampleRate: number): Promise<AudioFeatures> {
  // ~22 kHz keeps everything up to 11 kHz: enough for timbre and loudness, at half the cost.
  const wide = sampleRate > 30_000 ? decimateBy2(samples) : samples;
  const wideRate = sampleRate > 30_000 ? sampleRate / 2 : sampleRate;
  const loudnessDb = gatedLoudnessDb(wide, wideRate);
  if (loudnessDb === null) {
    // Digital silence: nothing to hear, so nothing to measure beyond "quiet".
    return {
      tempo: null,
      energy: 0,
      loudness: -100,
      brightness: null,
      key: null,
      mode: null,
      source: "analysis",
    };
  }
  const centroidHz = spectralCentroid(wide, wideRate);
  await yieldToEventLoop();
  // ~11 kHz still shows the attacks of drums and hats, and 4096-point frames there have 2.7 Hz bins:
  // fine enough to separate semitones down to about C2 for the chromagram.
  const narrow = wideRate > 16_000 ? decimateBy2(wide) : wide;
  const narrowRate = wideRate > 16_000 ? wideRate / 2 : wideRate;
  const { onset, frameRate } = onsetEnvelope(narrow, narrowRate);
  await yieldToEventLoop();
  const tempo = estimateTempo(onset, frameRate);
  const key = estimateKey(chromagram(narrow, narrowRate));
  return {
    tempo: tempo === null ? null : round(clamp(tempo, 0, 400), 1),
    energy: round(clamp(energyFromLoudness(loudnessDb), 0, 1), 3),
    loudness: round(clamp(loudnessDb, -100, 10), 1),
    brightness: centroidHz === null ? null : round(brightnessFromCentroid(centroidHz), 3),
    key: key?.key ?? null,
    mode: key?.mode ?? null,
    source: "analysis",
  };
}

/**
 * Analyse an MP3 (typically a 30 s preview). Throws an Error if the bytes are not a decodable MP3
 * or hold less than 2 s of audio, so the caller can skip the track. Values always fit
 * `audioFeaturesSchema`; fields that cannot be measured reliably are null.
 */
export async function analyzeMp3(bytes: Uint8Array): Promise<AudioFeatures> {
  const { samples, sampleRate } = await decodeMp3(bytes);
  if (samples.length < MIN_SECONDS * sampleRate) {
    throw new Error(
      `MP3 too short: ${(samples.length / sampleRate).toFixed(2)} s of audio, need ${MIN_SECONDS}`,
    );
  }
  return analyzePcm(samples, sampleRate);
}

/**
 * Compiles the decoder's WASM (~30 ms once per process) and runs the DSP once on a few seconds of
 * synthetic sound so the JIT has optimised it. Without this the first preview analysed after
 * start-up takes several times longer than the rest. Call it at server start, without awaiting
 * if start-up latency matters.
 */
export async function warmUpAudioAnalysis(): Promise<void> {
  await warmUpDecoder();
  const rate = 44_100;
  const samples = new Float32Array(rate * 4);
  let seed = 1;
  for (let i = 0; i < samples.length; i++) {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    const click = i % (rate / 2) < 400 ? (seed / 2 ** 32 - 0.5) * 0.5 : 0;
    samples[i] = click + 0.2 * Math.sin((2 * Math.PI * 220 * i) / rate);
  }
  await analyzePcm(samples, rate);
}
