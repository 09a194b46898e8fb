import { describe, expect, it } from "vitest";
import { composeOfflineComment } from "./composer";
import { titleForms } from "./text";

describe("the comment quotes the song, not the recording", () => {
  it.each([
    ["Gülpembe (Canlı)", "Gülpembe"],
    ["Heroes (Remastered 2013)", "Heroes"],
    ["Kuzu Kuzu (Akustik)", "Kuzu Kuzu"],
    ["Gidiyorum - Canlı Performans", "Gidiyorum"],
    ["Firuze - Live", "Firuze"],
    ["Bir Derdim Var (Radio Edit)", "Bir Derdim Var"],
    ["Tum Hi Ho (FILM Version)", "Tum Hi Ho"],
    // a song's own brackets and dashes stay
    ["(I Can't Get No) Satisfaction", "(I Can't Get No) Satisfaction"],
    ["Ah - Vah", "Ah - Vah"],
  ])("%s -> %s", (raw, song) => {
    expect(titleForms(raw, "Barış Manço").text).toBe(song);
  });

  it("no version tag reaches the headline or the text", () => {
    for (let i = 0; i < 40; i++) {
      const c = composeOfflineComment({
        theme: "genel",
        track: {
          id: `t${i}`,
          title: i % 2 ? "Bu Akşam (Canlı)" : "Heroes (Remastered 2013)",
          artist: "Sanatçı",
        },
        audio: null,
        lyrics: null,
        hint: null,
        persona: { mysticLevel: 2, directness: 2, optimism: 2 },
        seed: `title-${i}`,
      });
      const all = `${c.headline}\n${c.long}`;
      expect(all).not.toMatch(/Canlı|Remastered/u);
    }
  });
});
