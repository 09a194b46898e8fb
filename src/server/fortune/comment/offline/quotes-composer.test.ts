/**
 * The four-word rule on the offline path (ADR 020): over 1,000 comments written from real lyrics
 * (LRCLIB answers in tests/fixtures/realworld/lrclib, see SOURCES-providers.md, and the fake
 * LRCLIB's Turkish records), no headline, short or long text carries more than four consecutive
 * words of the song's lyrics — compared with the whole lyrics, not only the excerpt the composer saw.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { THEME_IDS } from "@/shared/themes";
import { buildExcerpt, stripLrc } from "../../lyrics";
import { splitSentences } from "../checks";
import { findCommentQuote, lyricsShingles, MAX_QUOTED_WORDS, ruleWords } from "../quotes";
import { offlineComment } from "../service";
import type { CommentInput } from "../types";
import { composeOfflineComment } from "./composer";

interface Rec {
  trackName?: string | null;
  artistName?: string | null;
  instrumental?: boolean | null;
  plainLyrics?: string | null;
  syncedLyrics?: string | null;
}

const read = (path: string): Rec[] => {
  const data = JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
  return Array.isArray(data) ? data : [data];
};

const songs = [
  ...read("../../../../../tests/fixtures/realworld/lrclib/lrclibapi-test_search_with_query-0-200.json"),
  ...read("../../../../../tests/fixtures/realworld/lrclib/lrclibapi-test_get_lyrics-0-200.json"),
  ...read("../../../../../tests/fakes/fixtures/lrclib/records-tr.json"),
]
  .map((r) => ({
    title: r.trackName ?? "",
    artist: r.artistName ?? "",
    text: r.plainLyrics?.trim() ? r.plainLyrics : r.syncedLyrics ? stripLrc(r.syncedLyrics) : "",
  }))
  .filter((s) => !!s.title && s.text.trim() !== "")
  .map((s) => ({ ...s, excerpt: buildExcerpt(s.text) }))
  .filter((s): s is typeof s & { excerpt: string } => s.excerpt !== null);

const HINTS = [null, "sınav", "aşk", "yeni iş", "cesaret", "yolculuk", "İstanbul", null];

function inputs(count: number): CommentInput[] {
  const out: CommentInput[] = [];
  for (let i = 0; out.length < count; i++) {
    const song = songs[i % songs.length]!;
    out.push({
      theme: THEME_IDS[i % THEME_IDS.length]!,
      track: { id: `sp:${i % songs.length}`, title: song.title, artist: song.artist },
      audio: i % 3 === 0 ? null : { tempo: 70 + (i % 90), energy: (i % 10) / 10, mode: i % 2 },
      lyrics: { instrumental: false, excerpt: song.excerpt },
      hint: HINTS[i % HINTS.length] ?? null,
      persona: DEFAULT_PERSONA,
      seed: `quotes-${i}`,
    });
  }
  return out;
}

describe("offline composer and the four-word rule", () => {
  it("has real lyrics to write from: at least 20 songs, Turkish ones among them", () => {
    expect(songs.length).toBeGreaterThanOrEqual(20);
    expect(songs.some((s) => /[ğışçöü]/i.test(s.excerpt))).toBe(true);
  });

  it(`never quotes more than ${MAX_QUOTED_WORDS} consecutive words in 1,000 comments`, () => {
    const all = inputs(1000);
    let quotingAWord = 0;
    const broken: string[] = [];
    for (const input of all) {
      const comment = composeOfflineComment(input);
      const song = songs.find((s) => s.title === input.track.title)!;
      const whole = lyricsShingles(song.text, [song.title, song.artist]);
      const found = findCommentQuote(comment, whole);
      if (found) broken.push(`${input.seed} ${found.field}: ${found.quote}`);
      // the comments do draw on the lyrics: some carry one of the excerpt's words
      const lyricWords = new Set(ruleWords(input.lyrics!.excerpt!).filter((w) => w.length >= 5));
      if (ruleWords(comment.short + comment.long).some((w) => lyricWords.has(w))) quotingAWord++;
    }
    expect(broken).toEqual([]);
    expect(quotingAWord).toBeGreaterThan(300);
  });

  it("writes again without the lyrics when its own sentences happen to be the song's words", () => {
    for (const base of inputs(20)) {
      // A "song" whose words are the sentences the composer writes when it knows no lyrics (those
      // that do not name the song: no song sings its own credit line).
      const plain = composeOfflineComment({ ...base, lyrics: null });
      const named = (sentence: string) =>
        [base.track.title, base.track.artist].some((name) => sentence.includes(name));
      const words = splitSentences(plain.long.replace(/\n+/g, " ")).filter((x) => !named(x));
      const echo = { ...base, lyrics: { instrumental: false, excerpt: words.join("\n") } };
      const shingles = lyricsShingles(echo.lyrics.excerpt, [base.track.title, base.track.artist]);
      expect(findCommentQuote(composeOfflineComment(echo), shingles)).not.toBeNull();
      expect(findCommentQuote(offlineComment(echo), shingles)).toBeNull();
    }
  });
});
