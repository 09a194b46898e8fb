/** Time to write one comment with the offline composer (no model configured). */
import { composeOfflineComment } from "../src/server/fortune/offline";
import { THEME_IDS } from "../src/shared/themes";

export function benchOfflineComment(count = 2_000) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    composeOfflineComment({
      theme: THEME_IDS[i % THEME_IDS.length]!,
      track: { id: `t${i % 97}`, title: `Şarkı ${i % 97}`, artist: "Sanatçı" },
      audio: { tempo: 80 + (i % 90), energy: (i % 10) / 10, mode: i % 2 },
      lyrics:
        i % 3 === 0 ? null : { instrumental: false, excerpt: "Gözlerin bir deniz\nKalbimde bir yıldız" },
      hint: i % 4 === 0 ? "sınav" : null,
      persona: { mysticLevel: 2, directness: 2, optimism: 2 },
      seed: `bench-${i}`,
    });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { count, meanMs: mean, p99Ms: times[Math.floor(times.length * 0.99)]! };
}
