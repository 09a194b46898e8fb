import { describe, expect, it } from "vitest";
import { filterDraws, searchKey } from "./search";

const draw = (trackTitle: string, trackArtist: string, theme = "genel") => ({
  trackTitle,
  trackArtist,
  theme: theme as "genel" | "ask" | "kariyer" | "gunluk",
});

const draws = [
  draw("Işık", "Duman"),
  draw("İstanbul Hatırası", "Sezen Aksu", "ask"),
  draw("Gece Mavisi", "Mor ve Ötesi", "kariyer"),
  draw("Sabah", "IRMAK", "gunluk"),
];

const titles = (query: string) => filterDraws(draws, query).map((d) => d.trackTitle);

describe("Turkish search", () => {
  it("lower-cases with the Turkish rules", () => {
    expect(searchKey("IŞIK")).toBe(searchKey("ışık"));
    expect(searchKey("İSTANBUL")).toBe(searchKey("istanbul"));
  });

  it("finds titles whatever the case", () => {
    expect(titles("IŞIK")).toEqual(["Işık"]);
    expect(titles("ışık")).toEqual(["Işık"]);
    expect(titles("istanbul")).toEqual(["İstanbul Hatırası"]);
    expect(titles("İSTANBUL")).toEqual(["İstanbul Hatırası"]);
    expect(titles("hatırası")).toEqual(["İstanbul Hatırası"]);
  });

  it("forgives a query typed without Turkish letters", () => {
    expect(titles("ISTANBUL")).toEqual(["İstanbul Hatırası"]);
    expect(titles("isik")).toEqual(["Işık"]);
    expect(titles("otesi")).toEqual(["Gece Mavisi"]);
  });

  it("searches the artist and the theme, by id or label", () => {
    expect(titles("sezen")).toEqual(["İstanbul Hatırası"]);
    expect(titles("ırmak")).toEqual(["Sabah"]);
    expect(titles("Aşk")).toEqual(["İstanbul Hatırası"]);
    expect(titles("kariyer")).toEqual(["Gece Mavisi"]);
    expect(titles("GÜNLÜK")).toEqual(["Sabah"]);
  });

  it("returns everything for a blank query and nothing for a miss", () => {
    expect(titles("   ")).toHaveLength(4);
    expect(titles("yok böyle bir şarkı")).toEqual([]);
  });
});
