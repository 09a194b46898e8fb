/**
 * Audio features of a track, computed on the server from its 30 s MP3 preview:
 * tempo, energy, loudness, brightness and (when the evidence is clear) key and mode.
 *
 * Pipeline: check MP3 framing -> decode (mpg123 WASM, fresh decoder per call) -> mono ->
 * half-band decimation to ~22 kHz (gated loudness, spectral centroid) -> again to ~11 kHz
 * (mel-band spectral-flux onset envelope -> autocorrelation tempo; peak-picked chromagram ->
 * Krumhansl-Schmuckler key). The FFT is a small radix-2 real FFT below.
 *
 * All of it is synchronous CPU work (~40 ms for decoding plus ~40 ms for analysis per 30 s preview
 * on a small server) broken up by event-loop yields; results are meant to be cached, keyed by
 * AUDIO_ANALYSIS_VERSION.
 */
import { MPEGDecoder } from "mpg123-decoder";
import type { AudioFeatures } from "@/shared/api";

/** Bump whenever any algorithm or mapping below changes: it is part of the features cache key. */
export const AUDIO_ANALYSIS_VERSION = 1;

const MIN_SECONDS = 2;
// A preview is 30 s; the cap bounds CPU and memory if a caller hands us a full song.
const MAX_SECONDS = 60;
// 60 s at 320 kbit/s, counted from the first audio frame; later bytes could not be analysed anyway.
const MAX_AUDIO_BYTES = 2.5 * 1024 * 1024;
// Decoding in slices lets the event loop serve other requests between them.
const DECODE_SLICE_BYTES = 64 * 1024;

const MIN_BPM = 60;
const MAX_BPM = 200;

// ---------------------------------------------------------------------------------------------
// MP3 sniffing
// ---------------------------------------------------------------------------------------------

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG 1
  2: [22_050, 24_000, 16_000], // MPEG 2
  0: [11_025, 12_000, 8_000], // MPEG 2.5
};

interface FrameHeader {
  length: number;
  version: number;
  sampleRate: number;
}

function parseLayer3Header(b: Uint8Array, i: number): FrameHeader | null {
  if (i + 4 > b.length) return null;
  const b1 = b[i + 1]!;
  const b2 = b[i + 2]!;
  if (b[i] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const kbps = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { length, version, sampleRate };
}

/**
 * mpg123 resyncs on anything, so random bytes or an HTML error page can "decode" to a little noise.
 * Requiring a chain of consecutive, mutually consistent Layer III frame headers near the start
 * rejects those cheaply and with a clear message. Returns the offset of the first audio frame.
 */
function findFirstMp3Frame(b: Uint8Array): number {
  let start = 0;
  // ID3v2 tags may be stacked; each has a syncsafe size and an optional 10-byte footer.
  while (start + 10 <= b.length && b[start] === 0x49 && b[start + 1] === 0x44 && b[start + 2] === 0x33) {
    const size = ((b[start + 6]! & 0x7f) << 21) | ((b[start + 7]! & 0x7f) << 14);
    const size2 = ((b[start + 8]! & 0x7f) << 7) | (b[start + 9]! & 0x7f);
    start += 10 + size + size2 + (b[start + 5]! & 0x10 ? 10 : 0);
  }
  const searchEnd = Math.min(b.length, start + 128 * 1024);
  const CHAIN = 4;
  for (let i = start; i < searchEnd; i++) {
    if (b[i] !== 0xff) continue;
    const first = parseLayer3Header(b, i);
    if (!first) continue;
    let pos = i;
    let ok = true;
    for (let n = 0; n < CHAIN; n++) {
      const h = parseLayer3Header(b, pos);
      if (!h || h.version !== first.version || h.sampleRate !== first.sampleRate) {
        ok = false;
        break;
      }
      pos += h.length;
    }
    if (ok) return i;
  }
  throw new Error("Not an MP3 file: no run of valid MPEG Layer III frames found");
}

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * mpg123-decoder reports every corrupt frame with console.error and also returns it in `errors`.
 * We read `errors` ourselves, so the log spam (one line per frame) is muted for the duration of a
 * synchronous decode call; nothing else can run in between, so no one else's error is swallowed.
 */
function decodeQuietly(decoder: MPEGDecoder, slice: Uint8Array) {
  const original = console.error;
  console.error = () => {};
  try {
    return decoder.decode(slice);
  } finally {
    console.error = original;
  }
}

/**
 * A fresh decoder per call (instantiation is ~1 ms once the module is compiled): no state can leak
 * from one file to the next, and concurrent analyses cannot interleave on a shared instance
 * across the event-loop yields between slices.
 */
async function decodeToMono(input: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  let total = 0;
  let errorCount = 0;
  try {
    for (let offset = 0; offset < input.length; offset += DECODE_SLICE_BYTES) {
      const out = decodeQuietly(decoder, input.subarray(offset, offset + DECODE_SLICE_BYTES));
      errorCount += out.errors.length;
      if (out.samplesDecoded > 0) {
        sampleRate = out.sampleRate;
        const left = out.channelData[0]!;
        const right = out.channelData[1] ?? left;
        const mono = new Float32Array(out.samplesDecoded);
        // mpg123 always hands back two channels; for mono files both carry the same signal.
        for (let i = 0; i < mono.length; i++) mono[i] = 0.5 * (left[i]! + right[i]!);
        parts.push(mono);
        total += mono.length;
      }
      if (sampleRate > 0 && total >= MAX_SECONDS * sampleRate) break;
      await yieldToEventLoop();
    }
  } finally {
    decoder.free();
  }
  if (total === 0 || sampleRate === 0) {
    throw new Error(`MP3 could not be decoded (${errorCount} decoder errors)`);
  }
  const length = Math.min(total, MAX_SECONDS * sampleRate);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const p of parts) {
    if (offset >= length) break;
    samples.set(p.subarray(0, length - offset), offset);
    offset += p.length;
  }
  return { samples, sampleRate };
}

// ---------------------------------------------------------------------------------------------
// DSP helpers
// ---------------------------------------------------------------------------------------------

/**
 * Taps of a 31-tap windowed-sinc half-band low-pass (cut-off at a quarter of the input rate). Only
 * odd offsets are non-zero, which halves the work; a plain two-sample average would alias enough of
 * the 11-16 kHz band into the result to skew the brightness figure.
 */
function halfbandTap(offset: number): number {
  const sinc = Math.sin((Math.PI * offset) / 2) / (Math.PI * offset);
  const blackman =
    0.42 + 0.5 * Math.cos((Math.PI * offset) / 16) + 0.08 * Math.cos((2 * Math.PI * offset) / 16);
  return sinc * blackman;
}
const H1 = halfbandTap(1);
const H3 = halfbandTap(3);
const H5 = halfbandTap(5);
const H7 = halfbandTap(7);
const H9 = halfbandTap(9);
const H11 = halfbandTap(11);
const H13 = halfbandTap(13);
const H15 = halfbandTap(15);
const HALFBAND = [H1, H3, H5, H7, H9, H11, H13, H15];

function decimateBy2(x: Float32Array): Float32Array {
  const n = x.length;
  const out = new Float32Array(n >> 1);
  const edgeTap = (c: number) => {
    let acc = 0.5 * x[c]!;
    for (let t = 0; t < HALFBAND.length; t++) {
      const j = 2 * t + 1;
      acc += HALFBAND[t]! * ((c - j >= 0 ? x[c - j]! : 0) + (c + j < n ? x[c + j]! : 0));
    }
    return acc;
  };
  // The unrolled interior runs without bounds checks; it is most of the decimation cost.
  const first = 8;
  const last = Math.max(first, (n - 16) >> 1);
  for (let m = 0; m < Math.min(first, out.length); m++) out[m] = edgeTap(2 * m);
  for (let m = first; m < last && m < out.length; m++) {
    const c = 2 * m;
    out[m] =
      0.5 * x[c]! +
      H1 * (x[c - 1]! + x[c + 1]!) +
      H3 * (x[c - 3]! + x[c + 3]!) +
      H5 * (x[c - 5]! + x[c + 5]!) +
      H7 * (x[c - 7]! + x[c + 7]!) +
      H9 * (x[c - 9]! + x[c + 9]!) +
      H11 * (x[c - 11]! + x[c + 11]!) +
      H13 * (x[c - 13]! + x[c + 13]!) +
      H15 * (x[c - 15]! + x[c + 15]!);
  }
  for (let m = Math.max(first, last); m < out.length; m++) out[m] = edgeTap(2 * m);
  return out;
}

/**
 * Real-input FFT of size n via one complex radix-2 FFT of size n/2 plus a split step.
 * Returns magnitudes of bins 0..n/2.
 */
export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly rev: Uint32Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly splitCos: Float64Array;
  private readonly splitSin: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new Error("FFT size must be a power of two >= 4");
    this.size = size;
    const half = size >> 1;
    this.half = half;
    this.rev = new Uint32Array(half);
    const bits = Math.log2(half);
    for (let i = 0; i < half; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.rev[i] = r;
    }
    this.cos = new Float64Array(half >> 1);
    this.sin = new Float64Array(half >> 1);
    for (let i = 0; i < half >> 1; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / half);
      this.sin[i] = -Math.sin((2 * Math.PI * i) / half);
    }
    this.splitCos = new Float64Array(half + 1);
    this.splitSin = new Float64Array(half + 1);
    for (let k = 0; k <= half; k++) {
      this.splitCos[k] = Math.cos((2 * Math.PI * k) / size);
      this.splitSin[k] = -Math.sin((2 * Math.PI * k) / size);
    }
    this.re = new Float64Array(half);
    this.im = new Float64Array(half);
  }

  /** `input` has `size` samples; `out` receives `size / 2 + 1` magnitudes. */
  magnitudes(input: Float64Array, out: Float64Array): void {
    const { half, re, im, rev } = this;
    for (let i = 0; i < half; i++) {
      const r = rev[i]!;
      re[r] = input[2 * i]!;
      im[r] = input[2 * i + 1]!;
    }
    const cos = this.cos;
    const sin = this.sin;
    for (let len = 2; len <= half; len <<= 1) {
      const step = (half / len) | 0;
      const h = len >> 1;
      // Twiddle-outer order loads each twiddle once per stage instead of once per butterfly.
      for (let j = 0; j < h; j++) {
        const wr = cos[j * step]!;
        const wi = sin[j * step]!;
        for (let a = j; a < half; a += len) {
          const b = a + h;
          const br = re[b]!;
          const bi = im[b]!;
          const xr = br * wr - bi * wi;
          const xi = br * wi + bi * wr;
          const ar = re[a]!;
          const ai = im[a]!;
          re[b] = ar - xr;
          im[b] = ai - xi;
          re[a] = ar + xr;
          im[a] = ai + xi;
        }
      }
    }
    const splitCos = this.splitCos;
    const splitSin = this.splitSin;
    for (let k = 0; k <= half; k++) {
      const ak = k === half ? 0 : k;
      const bk = k === 0 ? 0 : half - k;
      const aRe = re[ak]!;
      const aIm = im[ak]!;
      const bRe = re[bk]!;
      const bIm = -im[bk]!;
      const eRe = 0.5 * (aRe + bRe);
      const eIm = 0.5 * (aIm + bIm);
      const oRe = 0.5 * (aIm - bIm);
      const oIm = -0.5 * (aRe - bRe);
      const c = splitCos[k]!;
      const s = splitSin[k]!;
      const xRe = eRe + c * oRe - s * oIm;
      const xIm = eIm + c * oIm + s * oRe;
      out[k] = Math.sqrt(xRe * xRe + xIm * xIm);
    }
  }
}

function hann(n: number): Float64Array {
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  return w;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// Loudness and energy
// ---------------------------------------------------------------------------------------------

/**
 * Gated mean power in dBFS, in the spirit of EBU R128 but without K-weighting: 400 ms blocks with
 * 100 ms steps, an absolute gate at -70 dBFS and a relative gate 20 dB under the mean, so silent
 * intros and fade-outs of a preview do not drag the figure down. A full-scale sine reads -3 dBFS.
 */
function gatedLoudnessDb(x: Float32Array, rate: number): number | null {
  const step = Math.round(0.1 * rate);
  const stepPowers: number[] = [];
  for (let s = 0; s + step <= x.length; s += step) {
    let acc = 0;
    for (let i = s; i < s + step; i++) acc += x[i]! * x[i]!;
    stepPowers.push(acc / step);
  }
  const blocks: number[] = [];
  for (let i = 0; i + 4 <= stepPowers.length; i++) {
    blocks.push((stepPowers[i]! + stepPowers[i + 1]! + stepPowers[i + 2]! + stepPowers[i + 3]!) / 4);
  }
  const absoluteGate = 10 ** (-70 / 10);
  const loud = blocks.filter((p) => p > absoluteGate);
  if (loud.length === 0) return null;
  const mean = loud.reduce((a, b) => a + b, 0) / loud.length;
  const relativeGate = mean * 10 ** (-20 / 10);
  const kept = loud.filter((p) => p > relativeGate);
  const gatedMean = kept.reduce((a, b) => a + b, 0) / kept.length;
  return 10 * Math.log10(gatedMean);
}

/**
 * Logistic map of gated loudness: -14 dBFS -> 0.5, slope 3.5 dB. Loud modern pop/rock masters
 * (about -7..-10 dBFS RMS) land at 0.75-0.88, quiet acoustic recordings (-16..-20) at 0.15-0.36.
 */
function energyFromLoudness(db: number): number {
  return 1 / (1 + Math.exp(-(db + 14) / 3.5));
}

// ---------------------------------------------------------------------------------------------
// Spectral analysis: onset envelope and centroid
// ---------------------------------------------------------------------------------------------

const nextPow2 = (x: number) => 2 ** Math.ceil(Math.log2(x));

/** Bin -> band map on the mel scale, so the onset envelope weighs octaves evenly, like the ear. */
function melBands(bins: number, rate: number, fftSize: number, bands: number): Int32Array {
  const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const lo = mel(30);
  const hi = mel(rate / 2);
  const map = new Int32Array(bins).fill(-1);
  for (let k = 1; k < bins; k++) {
    const m = mel((k * rate) / fftSize);
    if (m >= lo) map[k] = Math.min(bands - 1, Math.floor(((m - lo) / (hi - lo)) * bands));
  }
  return map;
}

/**
 * Onset strength: half-wave rectified flux of log-compressed mel-band magnitudes, with a ~23 ms
 * window and ~11.6 ms hop (256/128 points at 11 kHz). Bands rather than bins keep it cheap and stop
 * a single bin's noise from looking like an onset; log(1 + 100 m) lets soft notes register nearly
 * as much as loud ones. The short window sharpens attacks and halves the FFT cost.
 */
function onsetEnvelope(x: Float32Array, rate: number): { onset: Float64Array; frameRate: number } {
  const n = nextPow2(0.023 * rate);
  const hop = n / 2;
  const fft = new RealFft(n);
  const window = hann(n);
  const bins = n / 2 + 1;
  const BANDS = 40;
  const bandOf = melBands(bins, rate, n, BANDS);
  const frame = new Float64Array(n);
  const mags = new Float64Array(bins);
  const bandMag = new Float64Array(BANDS);
  const logPrev = new Float64Array(BANDS);
  const frameCount = Math.max(0, Math.floor((x.length - n) / hop) + 1);
  const onset = new Float64Array(frameCount);
  // A Hann-windowed sine of amplitude A peaks at A*n/4; this makes magnitudes read as amplitudes,
  // so the compression behaves the same at every FFT size.
  const scale = 4 / n;
  for (let f = 0; f < frameCount; f++) {
    const start = f * hop;
    for (let i = 0; i < n; i++) frame[i] = x[start + i]! * window[i]!;
    fft.magnitudes(frame, mags);
    bandMag.fill(0);
    for (let k = 1; k < bins; k++) {
      const band = bandOf[k]!;
      if (band >= 0) bandMag[band] = bandMag[band]! + mags[k]! * scale;
    }
    let flux = 0;
    for (let b = 0; b < BANDS; b++) {
      const l = Math.log1p(100 * bandMag[b]!);
      const d = l - logPrev[b]!;
      if (d > 0) flux += d;
      logPrev[b] = l;
    }
    onset[f] = f === 0 ? 0 : flux;
  }
  return { onset, frameRate: rate / hop };
}

/**
 * Magnitude-weighted spectral centroid (Hz) of the spectrum summed over frames, or null if all
 * frames are silent. Timbre changes slowly, so frames every ~93 ms are plenty. Magnitude rather than
 * power weighting keeps the bass from dominating the figure.
 */
function spectralCentroid(x: Float32Array, rate: number): number | null {
  const n = nextPow2(0.046 * rate);
  const hop = 2 * n;
  const fft = new RealFft(n);
  const window = hann(n);
  const bins = n / 2 + 1;
  const frame = new Float64Array(n);
  const mags = new Float64Array(bins);
  const sum = new Float64Array(bins);
  const silentFrame = 1e-7 * n;
  for (let start = 0; start + n <= x.length; start += hop) {
    let power = 0;
    for (let i = 0; i < n; i++) {
      const s = x[start + i]!;
      frame[i] = s * window[i]!;
      power += s * s;
    }
    if (power <= silentFrame) continue;
    fft.magnitudes(frame, mags);
    for (let k = 0; k < bins; k++) sum[k] = sum[k]! + mags[k]!;
  }
  let num = 0;
  let den = 0;
  // Bins under 30 Hz are rumble and DC, not timbre.
  for (let k = Math.ceil((30 * n) / rate); k < bins; k++) {
    num += ((k * rate) / n) * sum[k]!;
    den += sum[k]!;
  }
  return den > 0 ? num / den : null;
}

/**
 * Log-frequency mapping of the centroid: 300 Hz -> 0, 6 kHz -> 1 (clamped). Equal ratios are equal
 * steps, which matches how timbre is heard; typical pop mixes (1.5-3 kHz) land around 0.55-0.75,
 * bass-heavy or mellow recordings lower.
 */
const BRIGHTNESS_LOW_HZ = 300;
const BRIGHTNESS_HIGH_HZ = 6000;
function brightnessFromCentroid(hz: number): number {
  return clamp(Math.log(hz / BRIGHTNESS_LOW_HZ) / Math.log(BRIGHTNESS_HIGH_HZ / BRIGHTNESS_LOW_HZ), 0, 1);
}

// ---------------------------------------------------------------------------------------------
// Tempo
// ---------------------------------------------------------------------------------------------

/**
 * Tempo from the autocorrelation of the onset envelope.
 * - The envelope is lightly smoothed and has its local mean (±0.5 s) removed, so sustained loud
 *   passages do not look like periodicity.
 * - Each candidate BPM (0.1 steps) is scored with a comb: the mean autocorrelation at 1..4 beat
 *   periods, read at fractional lags by linear interpolation. Using four periods gives sub-frame
 *   precision (one 11.6 ms hop is ~3 BPM at 123 BPM) and penalises double-tempo candidates,
 *   whose odd multiples fall between the beats.
 * - Scores are weighted by a log-normal prior centred on 120 BPM (σ = one octave), the tempo
 *   listeners tap most readily, which settles most octave ambiguities (kick/snare at 140 BPM also
 *   repeats at 70). Then the doubled tempo wins if it scores at least 95% as well, and a result
 *   outside 70..180 is folded into that range when the folded candidate scores at least 40% as well.
 * Returns null when no period stands out (steady tones, drones, chord pads).
 */
function estimateTempo(onset: Float64Array, frameRate: number): number | null {
  const len = onset.length;
  if (len < frameRate * MIN_SECONDS) return null;
  const smoothed = new Float64Array(len);
  for (let i = 0; i < len; i++) {
    smoothed[i] = 0.25 * (onset[i - 1] ?? onset[i]!) + 0.5 * onset[i]! + 0.25 * (onset[i + 1] ?? onset[i]!);
  }
  const half = Math.round(frameRate / 2);
  const env = new Float64Array(len);
  let windowSum = 0;
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < len; i++) {
    while (hi < Math.min(len - 1, i + half)) windowSum += smoothed[++hi]!;
    while (lo < i - half) windowSum -= smoothed[lo++]!;
    env[i] = Math.max(0, smoothed[i]! - windowSum / (hi - lo + 1));
  }
  const maxLag = Math.min(len - 1, Math.ceil((4 * 60 * frameRate) / MIN_BPM) + 2);
  const acf = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let acc = 0;
    for (let i = 0; i + lag < len; i++) acc += env[i]! * env[i + lag]!;
    acf[lag] = acc;
  }
  const zero = acf[0]!;
  if (zero <= 0) return null;
  for (let lag = 0; lag <= maxLag; lag++) acf[lag] = acf[lag]! / zero;

  const at = (lag: number) => {
    const i = Math.floor(lag);
    if (i + 1 > maxLag) return 0;
    const frac = lag - i;
    return acf[i]! * (1 - frac) + acf[i + 1]! * frac;
  };
  const comb = (bpm: number) => {
    const period = (60 * frameRate) / bpm;
    let s = 0;
    for (let k = 1; k <= 4; k++) s += at(k * period);
    return s / 4;
  };
  const prior = (bpm: number) => Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);

  let bestBpm = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  let bestRaw = 0;
  for (let tenth = MIN_BPM * 10; tenth <= MAX_BPM * 10; tenth++) {
    const bpm = tenth / 10;
    const raw = comb(bpm);
    const score = raw * prior(bpm);
    if (score > bestScore) {
      bestScore = score;
      bestBpm = bpm;
      bestRaw = raw;
    }
  }
  // Below this the envelope has no repeating structure worth calling a beat.
  if (bestRaw < 0.08) return null;
  // Sustained tones make tiny, regular flux ripples (partials beating, aliased by the hop) whose
  // autocorrelation looks periodic. Real onsets stand far above the median flux; when even the
  // top 1% of the envelope is small both absolutely and relative to the median, there is no beat.
  const sortedOnset = Float64Array.from(onset).sort();
  const sortedEnv = Float64Array.from(env).sort();
  const medianFlux = sortedOnset[len >> 1]!;
  const peakFlux = sortedEnv[Math.floor(len * 0.99)]!;
  if (peakFlux < 4 && peakFlux < 6 * medianFlux) return null;

  const refine = (bpm: number) => {
    // Parabolic interpolation over the 0.1-BPM grid, then keep within the neighbouring points.
    const a = comb(bpm - 0.1);
    const b = comb(bpm);
    const c = comb(bpm + 0.1);
    const denom = a - 2 * b + c;
    const shift = denom < 0 ? clamp((0.5 * (a - c)) / denom, -0.5, 0.5) : 0;
    return bpm + shift * 0.1;
  };
  const bestAround = (target: number) => {
    // Octave candidates are searched in a ±3% window, since period multiples are not exact.
    let bpm = target;
    let score = Number.NEGATIVE_INFINITY;
    for (let t = target * 0.97; t <= target * 1.03; t += 0.1) {
      const s = comb(t);
      if (s > score) {
        score = s;
        bpm = t;
      }
    }
    return { bpm, score };
  };

  let tempo = bestBpm;
  // A slow candidate's comb skips the odd multiples of the faster period, so when onsets fall
  // midway too, both octaves score alike and the ACF's slight decay decides by chance. If the
  // doubled tempo explains the envelope nearly as well, it is the better reading.
  const doubled = bestAround(tempo * 2);
  if (doubled.bpm <= 180 && doubled.score >= 0.95 * bestRaw) tempo = doubled.bpm;
  if (tempo < 70) {
    const folded = bestAround(tempo * 2);
    if (folded.bpm <= MAX_BPM && folded.score >= 0.4 * bestRaw) tempo = folded.bpm;
  } else if (tempo > 180) {
    const folded = bestAround(tempo / 2);
    if (folded.score >= 0.4 * bestRaw) tempo = folded.bpm;
  }
  return refine(Math.round(tempo * 10) / 10);
}

// ---------------------------------------------------------------------------------------------
// Key
// ---------------------------------------------------------------------------------------------

// Krumhansl-Kessler probe-tone profiles, tonic first.
const MAJOR_PROFILE = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR_PROFILE = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];

function pearson(a: ArrayLike<number>, b: ArrayLike<number>, shift: number): number {
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < 12; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= 12;
  mb /= 12;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < 12; i++) {
    // Profile index is the interval above the candidate tonic `shift`.
    const x = a[(i + shift) % 12]! - ma;
    const y = b[i]! - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

/**
 * Chromagram from spectral peaks (not all bins: Hann leakage around low notes would otherwise spill
 * into neighbouring semitones). Peaks between 65 Hz and 2.1 kHz are located by parabolic
 * interpolation and credited to their nearest pitch class by magnitude; each frame is normalised
 * so loud passages do not outvote the rest.
 */
function chromagram(x: Float32Array, rate: number): Float64Array | null {
  const n = nextPow2(0.3 * rate);
  // Key is a property of the whole preview, so non-overlapping frames lose nothing that matters.
  const hop = n;
  const fft = new RealFft(n);
  const window = hann(n);
  const bins = n / 2 + 1;
  const frame = new Float64Array(n);
  const mags = new Float64Array(bins);
  const chroma = new Float64Array(12);
  const frameChroma = new Float64Array(12);
  const lowBin = Math.max(2, Math.floor((65 * n) / rate));
  const highBin = Math.min(bins - 2, Math.ceil((2100 * n) / rate));
  let frames = 0;
  for (let start = 0; start + n <= x.length; start += hop) {
    let power = 0;
    for (let i = 0; i < n; i++) {
      const s = x[start + i]!;
      frame[i] = s * window[i]!;
      power += s * s;
    }
    // Skip frames quieter than about -60 dBFS: their peaks are codec noise.
    if (power / n < 1e-6) continue;
    fft.magnitudes(frame, mags);
    // Relative to the whole frame, not just the pitch range: a frame whose energy lies above
    // 2.1 kHz (cymbals, a whistle) should add codec noise to no pitch class.
    let maxMag = 0;
    for (let k = 1; k < bins; k++) if (mags[k]! > maxMag) maxMag = mags[k]!;
    const floor = maxMag * 0.05;
    frameChroma.fill(0);
    let frameTotal = 0;
    for (let k = lowBin; k <= highBin; k++) {
      const m = mags[k]!;
      if (m < floor || m <= mags[k - 1]! || m < mags[k + 1]!) continue;
      const a = Math.log(mags[k - 1]! + 1e-12);
      const b = Math.log(m + 1e-12);
      const c = Math.log(mags[k + 1]! + 1e-12);
      const denom = a - 2 * b + c;
      const offset = denom < 0 ? clamp((0.5 * (a - c)) / denom, -0.5, 0.5) : 0;
      const hz = ((k + offset) * rate) / n;
      const midi = 69 + 12 * Math.log2(hz / 440);
      const pc = ((Math.round(midi) % 12) + 12) % 12;
      frameChroma[pc] = frameChroma[pc]! + m;
      frameTotal += m;
    }
    if (frameTotal <= 0) continue;
    for (let i = 0; i < 12; i++) chroma[i] = chroma[i]! + frameChroma[i]! / frameTotal;
    frames++;
  }
  return frames > 0 ? chroma : null;
}

/**
 * Krumhansl-Schmuckler: the key whose rotated profile correlates best with the chromagram. Answers
 * null when the best correlation is weak (noise, percussion-only, atonal material) or when major
 * and minor readings are too close to call; a wrong key is worse than none for a fortune.
 */
function estimateKey(chroma: Float64Array | null): { key: number; mode: number } | null {
  if (!chroma) return null;
  let best = { key: 0, mode: 1, r: Number.NEGATIVE_INFINITY };
  let second = Number.NEGATIVE_INFINITY;
  for (let key = 0; key < 12; key++) {
    for (const [mode, profile] of [
      [1, MAJOR_PROFILE],
      [0, MINOR_PROFILE],
    ] as const) {
      const r = pearson(chroma, profile, key);
      if (r > best.r) {
        second = best.r;
        best = { key, mode, r };
      } else if (r > second) {
        second = r;
      }
    }
  }
  if (best.r < 0.5 || best.r - second < 0.02) return null;
  return { key: best.key, mode: best.mode };
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

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
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new Error("Not an MP3 file: no bytes");
  const start = findFirstMp3Frame(bytes);
  const { samples, sampleRate } = await decodeToMono(bytes.subarray(start, start + MAX_AUDIO_BYTES));
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
  const decoder = new MPEGDecoder();
  await decoder.ready;
  decoder.free();
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
