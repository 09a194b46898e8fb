/** Tempo: an onset envelope from mel-band spectral flux, then autocorrelation with a comb. */
import { clamp, forEachFrame, MIN_SECONDS, melBands, nextPow2 } from "./dsp";

const MIN_BPM = 60;
const MAX_BPM = 200;

/**
 * Onset strength: half-wave rectified flux of log-compressed mel-band magnitudes, with a ~23 ms
 * window and ~11.6 ms hop (256/128 points at 11 kHz). Bands rather than bins keep it cheap and stop
 * a single bin's noise from looking like an onset; log(1 + 100 m) lets soft notes register nearly
 * as much as loud ones. The short window sharpens attacks and halves the FFT cost.
 */
export function onsetEnvelope(x: Float32Array, rate: number): { onset: Float64Array; frameRate: number } {
  const n = nextPow2(0.023 * rate);
  const hop = n / 2;
  const bins = n / 2 + 1;
  const BANDS = 40;
  const bandOf = melBands(bins, rate, n, BANDS);
  const bandMag = new Float64Array(BANDS);
  const logPrev = new Float64Array(BANDS);
  const frameCount = Math.max(0, Math.floor((x.length - n) / hop) + 1);
  const onset = new Float64Array(frameCount);
  // A Hann-windowed sine of amplitude A peaks at A*n/4; this makes magnitudes read as amplitudes,
  // so the compression behaves the same at every FFT size.
  const scale = 4 / n;
  forEachFrame(x, n, hop, (mags, f) => {
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
  });
  return { onset, frameRate: rate / hop };
}

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
export function estimateTempo(onset: Float64Array, frameRate: number): number | null {
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
