/**
 * Signal-processing building blocks of the melody analysis: half-band decimation, a real FFT,
 * the Hann window, mel bands and the framing loop that the spectral measures share.
 */

/** Less audio than this has no tempo or key worth reporting. */
export const MIN_SECONDS = 2;
// A preview is 30 s; the cap bounds CPU and memory if a caller hands us a full song.
export const MAX_SECONDS = 60;

/** The analysis is synchronous CPU work; awaiting this between steps lets other requests run. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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

export function decimateBy2(x: Float32Array): Float32Array {
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

export function hann(n: number): Float64Array {
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  return w;
}

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export const nextPow2 = (x: number) => 2 ** Math.ceil(Math.log2(x));

/** Bin -> band map on the mel scale, so the onset envelope weighs octaves evenly, like the ear. */
export function melBands(bins: number, rate: number, fftSize: number, bands: number): Int32Array {
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
 * Walks `x` in Hann-windowed frames of `size` samples, `hop` apart (whole frames only), and hands
 * each frame's magnitude spectrum (`size / 2 + 1` bins, one buffer reused between calls) to `visit`
 * with the frame's index. A frame whose power (sum of squared samples) `isSilent` rejects is
 * skipped before its FFT.
 */
export function forEachFrame(
  x: Float32Array,
  size: number,
  hop: number,
  visit: (mags: Float64Array, index: number) => void,
  isSilent?: (power: number) => boolean,
): void {
  const fft = new RealFft(size);
  const window = hann(size);
  const frame = new Float64Array(size);
  const mags = new Float64Array(size / 2 + 1);
  for (let start = 0, index = 0; start + size <= x.length; start += hop, index++) {
    let power = 0;
    for (let i = 0; i < size; i++) {
      const s = x[start + i]!;
      frame[i] = s * window[i]!;
      power += s * s;
    }
    if (isSilent?.(power)) continue;
    fft.magnitudes(frame, mags);
    visit(mags, index);
  }
}
