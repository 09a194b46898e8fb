/** Time to analyse one 30-second, 96 kbit/s MP3 preview (decode + features). */
import { analyzeMp3 } from "../src/server/fortune/melody/analyze";
import { makeClickTrackMp3 } from "../tests/fakes/mp3";

export async function benchAudioFeatures(runs = 5) {
  const mp3 = makeClickTrackMp3({ bpm: 123, seconds: 30 });
  let start = performance.now();
  const first = await analyzeMp3(mp3);
  const coldMs = performance.now() - start;
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    start = performance.now();
    await analyzeMp3(mp3);
    warm.push(performance.now() - start);
  }
  warm.sort((a, b) => a - b);
  return {
    bytes: mp3.length,
    coldMs,
    warmMedianMs: warm[Math.floor(warm.length / 2)]!,
    tempo: first.tempo ?? null,
  };
}
