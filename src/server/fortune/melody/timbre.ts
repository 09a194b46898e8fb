/** Timbre: how bright a recording sounds, from its spectral centroid. */
import { clamp, forEachFrame, nextPow2 } from "./dsp";

/**
 * Magnitude-weighted spectral centroid (Hz) of the spectrum summed over frames, or null if all
 * frames are silent. Timbre changes slowly, so frames every ~93 ms are plenty. Magnitude rather than
 * power weighting keeps the bass from dominating the figure.
 */
export function spectralCentroid(x: Float32Array, rate: number): number | null {
  const n = nextPow2(0.046 * rate);
  const hop = 2 * n;
  const bins = n / 2 + 1;
  const sum = new Float64Array(bins);
  const silentFrame = 1e-7 * n;
  forEachFrame(
    x,
    n,
    hop,
    (mags) => {
      for (let k = 0; k < bins; k++) sum[k] = sum[k]! + mags[k]!;
    },
    (power) => power <= silentFrame,
  );
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
export function brightnessFromCentroid(hz: number): number {
  return clamp(Math.log(hz / BRIGHTNESS_LOW_HZ) / Math.log(BRIGHTNESS_HIGH_HZ / BRIGHTNESS_LOW_HZ), 0, 1);
}
