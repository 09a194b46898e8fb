/** Key and mode: a peak-picked chromagram matched against Krumhansl-Kessler profiles. */
import { clamp, forEachFrame, nextPow2 } from "./dsp";

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
export function chromagram(x: Float32Array, rate: number): Float64Array | null {
  const n = nextPow2(0.3 * rate);
  // Key is a property of the whole preview, so non-overlapping frames lose nothing that matters.
  const hop = n;
  const bins = n / 2 + 1;
  const chroma = new Float64Array(12);
  const frameChroma = new Float64Array(12);
  const lowBin = Math.max(2, Math.floor((65 * n) / rate));
  const highBin = Math.min(bins - 2, Math.ceil((2100 * n) / rate));
  let frames = 0;
  // Skip frames quieter than about -60 dBFS: their peaks are codec noise.
  const isSilent = (power: number) => power / n < 1e-6;
  forEachFrame(
    x,
    n,
    hop,
    (mags) => {
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
      if (frameTotal <= 0) return;
      for (let i = 0; i < 12; i++) chroma[i] = chroma[i]! + frameChroma[i]! / frameTotal;
      frames++;
    },
    isSilent,
  );
  return frames > 0 ? chroma : null;
}

/**
 * Krumhansl-Schmuckler: the key whose rotated profile correlates best with the chromagram. Answers
 * null when the best correlation is weak (noise, percussion-only, atonal material) or when major
 * and minor readings are too close to call; a wrong key is worse than none for a fortune.
 */
export function estimateKey(chroma: Float64Array | null): { key: number; mode: number } | null {
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
