/**
 * Deterministic MP3 files for tests: click tracks of a known tempo and steady tones or chords.
 * The same options always give the same bytes, so a fake media host can serve them as previews.
 */
import { Mp3Encoder } from "@breezystack/lamejs";

const DEFAULT_SAMPLE_RATE = 44_100;
const DEFAULT_KBPS = 96;
const DEFAULT_SECONDS = 30;
// lamejs wants whole MP3 frames' worth of samples per call; a multiple of 1152 keeps it efficient.
const ENCODE_BLOCK = 1152 * 10;

/** Mulberry32: tiny seeded PRNG, so "noise" is identical on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Float samples in [-1, 1] to a mono MP3. */
export function encodeMonoMp3(samples: Float32Array, sampleRate = DEFAULT_SAMPLE_RATE, kbps = DEFAULT_KBPS) {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    pcm[i] = Math.round(s * 32_767);
  }
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += ENCODE_BLOCK) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + ENCODE_BLOCK));
    if (out.length > 0) chunks.push(out.slice());
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(tail.slice());
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.length;
  }
  return bytes;
}

/**
 * A metronome: on every beat a 60 ms burst of a 1 kHz tone plus seeded noise with a fast exponential
 * decay, silence in between. The first beat sits at 0.1 s so the decoder's priming delay cannot eat it.
 */
export function makeClickTrackMp3(opts: {
  bpm: number;
  seconds?: number;
  sampleRate?: number;
  kbps?: number;
}): Uint8Array {
  const sampleRate = opts.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const seconds = opts.seconds ?? DEFAULT_SECONDS;
  if (!(opts.bpm > 0)) throw new Error("bpm must be positive");
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const random = seededRandom(Math.round(opts.bpm * 1000));
  const clickLength = Math.round(0.06 * sampleRate);
  const beatSeconds = 60 / opts.bpm;
  for (let t = 0.1; t < seconds; t += beatSeconds) {
    const start = Math.round(t * sampleRate);
    for (let i = 0; i < clickLength && start + i < samples.length; i++) {
      const time = i / sampleRate;
      const envelope = Math.exp(-time / 0.012);
      const tone = Math.sin(2 * Math.PI * 1000 * time);
      const noise = random() * 2 - 1;
      samples[start + i] = 0.8 * envelope * (0.6 * tone + 0.4 * noise);
    }
  }
  return encodeMonoMp3(samples, sampleRate, opts.kbps ?? DEFAULT_KBPS);
}

/** Sum of sines (plus optional weaker harmonics) scaled so the peak is `amplitude`. */
function renderChord(
  out: Float32Array,
  from: number,
  to: number,
  frequencies: number[],
  sampleRate: number,
  amplitude: number,
  harmonics: number,
) {
  const partials: { freq: number; gain: number }[] = [];
  for (const f of frequencies) {
    for (let h = 1; h <= harmonics; h++) {
      if (f * h < sampleRate / 2) partials.push({ freq: f * h, gain: 1 / h ** 1.5 });
    }
  }
  const norm = partials.reduce((n, p) => n + p.gain, 0) || 1;
  // 10 ms ramps avoid clicks at chord changes, which would add onsets that are not in the music.
  const ramp = Math.round(0.01 * sampleRate);
  for (let i = from; i < to; i++) {
    const time = i / sampleRate;
    let s = 0;
    for (const p of partials) s += p.gain * Math.sin(2 * Math.PI * p.freq * time);
    const edge = Math.min(1, (i - from) / ramp, (to - 1 - i) / ramp);
    out[i] = (amplitude * edge * s) / norm;
  }
}

/**
 * A steady tone or chord. `amplitude` is the peak level (0..1, default 0.5); `harmonics` adds
 * overtones 2..n at falling levels, closer to real instruments than pure sines (default 1: none).
 */
export function makeToneMp3(opts: {
  frequencies: number[];
  seconds?: number;
  amplitude?: number;
  harmonics?: number;
  sampleRate?: number;
  kbps?: number;
}): Uint8Array {
  return makeChordProgressionMp3({
    chords: [opts.frequencies],
    secondsPerChord: opts.seconds ?? DEFAULT_SECONDS,
    amplitude: opts.amplitude,
    harmonics: opts.harmonics,
    sampleRate: opts.sampleRate,
    kbps: opts.kbps,
  });
}

/** Chords one after another, each `secondsPerChord` long, e.g. I-IV-V-I for a key test. */
export function makeChordProgressionMp3(opts: {
  chords: number[][];
  secondsPerChord?: number;
  amplitude?: number;
  harmonics?: number;
  sampleRate?: number;
  kbps?: number;
}): Uint8Array {
  const sampleRate = opts.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const perChord = Math.round((opts.secondsPerChord ?? 2) * sampleRate);
  const samples = new Float32Array(perChord * opts.chords.length);
  opts.chords.forEach((chord, i) => {
    renderChord(
      samples,
      i * perChord,
      (i + 1) * perChord,
      chord,
      sampleRate,
      opts.amplitude ?? 0.5,
      opts.harmonics ?? 1,
    );
  });
  return encodeMonoMp3(samples, sampleRate, opts.kbps ?? DEFAULT_KBPS);
}

/** Equal-tempered frequency of a MIDI note (69 = A4 = 440 Hz). */
export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}
