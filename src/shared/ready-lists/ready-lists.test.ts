import { describe, expect, it } from "vitest";
import { trackSchema } from "../api/tracks";
import { READY_LIST_DATA } from "./data";
import { READY_LISTS, readyListTracks, youtubeSearchUrl } from "./index";

/** Title and artist as a person would compare them: case, accents and punctuation aside. */
const key = (s: string) =>
  s
    .toLocaleLowerCase("tr-TR")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

describe("ready-made lists", () => {
  it("has at least six lists of at least 50 songs, with unique ids and names", () => {
    expect(READY_LIST_DATA.length).toBeGreaterThanOrEqual(6);
    expect(new Set(READY_LIST_DATA.map((l) => l.id)).size).toBe(READY_LIST_DATA.length);
    expect(new Set(READY_LIST_DATA.map((l) => l.name)).size).toBe(READY_LIST_DATA.length);
    for (const list of READY_LIST_DATA) {
      expect(list.songs.length, list.id).toBeGreaterThanOrEqual(50);
      expect(list.name.trim(), list.id).not.toBe("");
      expect(list.description.trim(), list.id).not.toBe("");
    }
  });

  it("every entry has a title and an artist, trimmed, with no duplicates in a list or across lists", () => {
    const seen = new Map<string, string>();
    for (const list of READY_LIST_DATA) {
      for (const [artist, title] of list.songs) {
        for (const field of [artist, title]) {
          expect(field, `${list.id}: ${artist} - ${title}`).toBe(field.trim());
          expect(field.length, `${list.id}: ${artist} - ${title}`).toBeGreaterThan(0);
        }
        const k = `${key(artist)}|${key(title)}`;
        expect(seen.get(k), `${artist} - ${title} in ${list.id}`).toBeUndefined();
        seen.set(k, list.id);
      }
    }
  });

  it("gives tracks the contract accepts, with unique ids and a YouTube search link", () => {
    const ids = new Set<string>();
    for (const summary of READY_LISTS) {
      const tracks = readyListTracks(summary.id) ?? [];
      expect(tracks).toHaveLength(summary.count);
      for (const t of tracks) {
        expect(() => trackSchema.parse(t)).not.toThrow();
        expect(t.id.startsWith(`ready:${summary.id}:`)).toBe(true);
        expect(ids.has(t.id), t.id).toBe(false);
        ids.add(t.id);
        expect(new URL(t.externalUrl ?? "").host).toBe("www.youtube.com");
      }
    }
    expect(readyListTracks("yok-boyle-liste")).toBeUndefined();
  });

  it("builds a search link that keeps Turkish letters and apostrophes", () => {
    const url = new URL(youtubeSearchUrl("Barış Manço", "Ahmet Bey'in Ceketi"));
    expect(url.searchParams.get("search_query")).toBe("Barış Manço Ahmet Bey'in Ceketi");
  });
});
