import { describe, expect, it } from "vitest";
import { drawSearchText, searchKey, themesMatching } from "./search";

const draw = (trackTitle: string, trackArtist: string, theme = "genel", comment = "") => ({
  trackTitle,
  trackArtist,
  comment,
  theme: theme as "genel" | "ask" | "kariyer" | "gunluk",
});

const draws = [
  draw("Işık", "Duman"),
  draw("İstanbul Hatırası", "Sezen Aksu", "ask"),
  draw("Gece Mavisi", "Mor ve Ötesi", "kariyer"),
  draw("Sabah", "IRMAK", "gunluk", "Şüpheler dağılıyor, ÇİÇEKLER açıyor."),
];

/** The server's rule (draws/repository.ts): the folded text contains the query, or the theme matches. */
const titles = (query: string) => {
  const needle = searchKey(query);
  const themes = themesMatching(query);
  return draws
    .filter((d) => !needle || drawSearchText(d).includes(needle) || themes.includes(d.theme))
    .map((d) => d.trackTitle);
};

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

  it("searches the comment too", () => {
    expect(titles("supheler")).toEqual(["Sabah"]);
    expect(titles("çiçekler")).toEqual(["Sabah"]);
    expect(titles("CICEK")).toEqual(["Sabah"]);
  });

  it("returns everything for a blank query and nothing for a miss", () => {
    expect(titles("   ")).toHaveLength(4);
    expect(titles("yok böyle bir şarkı")).toEqual([]);
  });
});
