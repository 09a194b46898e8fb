/** Loudness of a recording and the energy figure derived from it. */

/**
 * Gated mean power in dBFS, in the spirit of EBU R128 but without K-weighting: 400 ms blocks with
 * 100 ms steps, an absolute gate at -70 dBFS and a relative gate 20 dB under the mean, so silent
 * intros and fade-outs of a preview do not drag the figure down. A full-scale sine reads -3 dBFS.
 */
export function gatedLoudnessDb(x: Float32Array, rate: number): number | null {
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
export function energyFromLoudness(db: number): number {
  return 1 / (1 + Math.exp(-(db + 14) / 3.5));
}
