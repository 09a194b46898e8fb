/** Time to write one comment with the offline composer (no model configured). */
import { composeOfflineComment } from "../src/server/fortune/comment/offline/composer";
import { varietyCorpus } from "../src/server/fortune/comment/offline/variety";
import { THEME_IDS } from "../src/shared/themes";

/**
 * Steady state, as a running server sees it, on the varied draws of the variety corpus (songs,
 * sound, lyrics, hints): the very first comment compiles the phrase and safety patterns once and
 * is reported apart (`firstMs`); after a warm-up on other draws, `count` comments are timed.
 */
export function benchOfflineComment(count = 2_000) {
  const perTheme = Math.ceil(count / THEME_IDS.length);
  const timed = THEME_IDS.flatMap((theme) => varietyCorpus(theme, perTheme, 11)).slice(0, count);
  const warm = THEME_IDS.flatMap((theme) => varietyCorpus(theme, 50, 12));
  const first = performance.now();
  composeOfflineComment(warm[0]!);
  const firstMs = performance.now() - first;
  for (const input of warm) composeOfflineComment(input);
  const times: number[] = [];
  for (const input of timed) {
    const start = performance.now();
    composeOfflineComment(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { count: times.length, firstMs, meanMs: mean, p99Ms: times[Math.floor(times.length * 0.99)]! };
}
