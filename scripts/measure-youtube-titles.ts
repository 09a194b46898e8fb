// Measures video-title parsing on the title corpora: our src/shared/youtube-title/engine.ts and, when it
// can be loaded, the npm package get-artist-title (not a dependency: install it anywhere and point
// GET_ARTIST_TITLE at its folder). The figures are the ones in docs/decisions/011-youtube-titles.md.
//
//   npx tsx scripts/measure-youtube-titles.ts [--misses]
//   GET_ARTIST_TITLE=/tmp/x/node_modules/get-artist-title npx tsx scripts/measure-youtube-titles.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { artistFromChannel } from "../src/shared/youtube-title/channel";
import { cleanVideoTitle } from "../src/shared/youtube-title/engine";
import { type Answer, type CorpusRow, scoreCorpus } from "../src/shared/youtube-title-corpus";

const corpora: Record<string, string> = {
  "youtube-titles.json (real, get-artist-title's tests)": "tests/fixtures/realworld/youtube-titles.json",
  "held-out (ours: Turkish uploads, Topic/VEVO, kinds)":
    "tests/fixtures/youtube-titles/heldout-turkish-and-kinds.json",
  "held-out B (ours, written after the rules)":
    "tests/fixtures/youtube-titles/heldout-b-written-after-rules.json",
  "held-out C (ours, written last)": "tests/fixtures/youtube-titles/heldout-c-written-last.json",
  "D (ours, issue 24's kinds, written with their rules)":
    "tests/fixtures/youtube-titles/heldout-d-label-channels-and-bars.json",
};

type GetArtistTitle = (input: string, options?: { defaultArtist?: string }) => [string, string] | undefined;

function loadLibrary(): GetArtistTitle | null {
  const require = createRequire(import.meta.url);
  try {
    return require(process.env.GET_ARTIST_TITLE ?? "get-artist-title") as GetArtistTitle;
  } catch {
    return null;
  }
}

const library = loadLibrary();
const parsers: Record<string, (row: CorpusRow) => Answer> = {
  ours: (row) => cleanVideoTitle(row.input, row.channel),
};
if (library) {
  const viaLibrary =
    (channelToArtist: (channel: string) => string) =>
    (row: CorpusRow): Answer => {
      const pair = library(row.input, row.channel ? { defaultArtist: channelToArtist(row.channel) } : {});
      return pair ? { artist: pair[0], title: pair[1] } : { artist: "", title: row.input };
    };
  // as its README suggests: the raw channel title as the default artist
  parsers["get-artist-title"] = viaLibrary((channel) => channel);
  // fairer: our channel clean-up ("X - Topic" -> "X", "XVEVO" -> "X") as the default artist
  parsers["get-artist-title + our channel names"] = viaLibrary(artistFromChannel);
}

const showMisses = process.argv.includes("--misses");
for (const [corpusName, path] of Object.entries(corpora)) {
  const rows = JSON.parse(readFileSync(path, "utf8")) as CorpusRow[];
  console.info(`\n${corpusName}: ${rows.length} titles`);
  for (const [name, parse] of Object.entries(parsers)) {
    const score = scoreCorpus(rows, parse);
    const pct = ((100 * score.right) / score.total).toFixed(1);
    console.info(`  ${name.padEnd(38)} ${score.right}/${score.total} (${pct}%)`);
    if (showMisses) {
      for (const miss of score.misses) {
        console.info(
          `      ${JSON.stringify(miss.input)}${miss.channel ? ` [${miss.channel}]` : ""}\n` +
            `        want ${JSON.stringify(miss.expected)}\n        got  ${JSON.stringify(miss.actual)}`,
        );
      }
    }
  }
}
if (!library) console.info("\n(get-artist-title not found: set GET_ARTIST_TITLE to measure it)");
