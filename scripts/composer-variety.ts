/**
 * How varied the offline composer is, per theme, over a deterministic corpus of draws as the app
 * makes them (persona 2/2/2; varied songs, sound, lyrics and hints): the share of comments the
 * most frequent sentence appears in, sentences or distinctive phrases said twice inside one
 * comment, distinct openings and mean lengths. `npm run bench` prints it too.
 *
 *   npx tsx scripts/composer-variety.ts [count per theme, default 400]
 */
import { fileURLToPath } from "node:url";
import { THEME_IDS, type ThemeId } from "@/shared/themes";
import { composeOfflineComment } from "../src/server/fortune/comment/offline/composer";
import {
  measureVariety,
  type VarietyReport,
  varietyCorpus,
} from "../src/server/fortune/comment/offline/variety";

export function composerVariety(count = 400): { theme: ThemeId; report: VarietyReport }[] {
  return THEME_IDS.map((theme) => ({
    theme,
    report: measureVariety(varietyCorpus(theme, count).map(composeOfflineComment)),
  }));
}

export function printComposerVariety(count = 400, print: (line: string) => void = console.info): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const { theme, report: r } of composerVariety(count)) {
    print(
      `  ${theme.padEnd(8)} max sentence share ${pct(r.maxSentenceShare)} (>5%: ${r.over5}), ` +
        `repeats in a comment ${r.repeats} (${r.commentsWithRepeats} comments), ` +
        `openings ${r.shortOpenings}/${r.longOpenings}, mean ${r.meanShortChars.toFixed(0)}/${r.meanLongChars.toFixed(0)} chars`,
    );
    print(`           most frequent: ${r.topSentence}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 400);
  console.info(`Offline composer variety, ${count} comments per theme (persona 2/2/2)`);
  console.info("  openings = distinct first three words of the short / of the rest of the long text");
  printComposerVariety(count);
}
