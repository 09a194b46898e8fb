import { describe, expect, it } from "vitest";
import { runDates } from "@/shared/recap-dates";
import {
  CLOSING_LINES,
  closingLine,
  longestRun,
  type MonthFigures,
  melodyOf,
  monthLabel,
  monthOf,
  parseMonth,
  previousMonth,
  suggestedMonth,
  summarize,
  top,
} from "./summary";

const noMelody = { measured: 0, tempoSum: null, tempoN: 0, energySum: null, energyN: 0 };

describe("longestRun", () => {
  it("counts only the month's days: a run from the month before starts on the 1st", () => {
    const days = ["2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-11-20"];
    expect(longestRun(days, "2026-11")).toEqual({ days: 2, start: "2026-11-01", end: "2026-11-02" });
    expect(longestRun(days, "2026-10")).toEqual({ days: 3, start: "2026-10-29", end: "2026-10-31" });
  });

  it("stops at the month's last day, across a year's end too", () => {
    const days = ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"];
    expect(longestRun(days, "2026-12")).toEqual({ days: 2, start: "2026-12-30", end: "2026-12-31" });
    expect(longestRun(days, "2027-01")).toEqual({ days: 3, start: "2027-01-01", end: "2027-01-03" });
  });

  it("joins February's last day to nothing in March, and a leap day to its neighbours", () => {
    expect(longestRun(["2028-02-28", "2028-02-29", "2028-03-01"], "2028-02")?.days).toBe(2);
    expect(longestRun(["2027-02-27", "2027-02-28"], "2027-02")?.days).toBe(2);
  });

  it("gives a tie to the later run, ignores repeated days and order, and is null for no days", () => {
    const days = ["2026-11-10", "2026-11-03", "2026-11-04", "2026-11-11", "2026-11-04"];
    expect(longestRun(days, "2026-11")).toEqual({ days: 2, start: "2026-11-10", end: "2026-11-11" });
    expect(longestRun(["2026-11-07"], "2026-11")).toEqual({
      days: 1,
      start: "2026-11-07",
      end: "2026-11-07",
    });
    expect(longestRun([], "2026-11")).toBeNull();
    expect(longestRun(["2026-10-31"], "2026-11")).toBeNull();
  });
});

describe("top", () => {
  it("takes the most draws; a tie the one drawn last; a tie there the smaller key", () => {
    const at = (d: string) => `2026-11-${d}T10:00:00.000000`;
    expect(
      top([
        { key: "7", count: 3, last: at("01") },
        { key: "42", count: 2, last: at("20") },
      ])?.key,
    ).toBe("7");
    expect(
      top([
        { key: "7", count: 2, last: at("01") },
        { key: "42", count: 2, last: at("20") },
      ])?.key,
    ).toBe("42");
    expect(
      top([
        { key: "42", count: 2, last: at("20") },
        { key: "7", count: 2, last: at("01") },
      ])?.key,
    ).toBe("42");
    expect(
      top([
        { key: "b", count: 1, last: at("05") },
        { key: "a", count: 1, last: at("05") },
      ])?.key,
    ).toBe("a");
    expect(top([])).toBeUndefined();
  });
});

describe("melodyOf", () => {
  it("says nothing when no song had melody data", () => {
    expect(melodyOf(noMelody)).toBeNull();
  });

  it("names tempo and energy by the statistics page's bands", () => {
    expect(melodyOf({ measured: 2, tempoSum: 160, tempoN: 2, energySum: 0.5, energyN: 2 })).toEqual({
      measured: 2,
      tempoAverage: 80,
      energyAverage: 0.25,
      words: "Sakin ve ağır tempolu bir ay",
    });
    expect(melodyOf({ measured: 1, tempoSum: 105, tempoN: 1, energySum: 0.55, energyN: 1 })?.words).toBe(
      "Dengeli ve orta tempolu bir ay",
    );
    expect(melodyOf({ measured: 1, tempoSum: 140, tempoN: 1, energySum: 0.9, energyN: 1 })?.words).toBe(
      "Enerjik ve hızlı tempolu bir ay",
    );
  });

  it("uses what there is: energy without a tempo, a tempo without energy", () => {
    expect(melodyOf({ measured: 1, tempoSum: null, tempoN: 0, energySum: 0.9, energyN: 1 })).toMatchObject({
      tempoAverage: null,
      words: "Enerjik bir ay",
    });
    expect(melodyOf({ measured: 1, tempoSum: 121, tempoN: 1, energySum: null, energyN: 0 })).toMatchObject({
      energyAverage: null,
      words: "Hızlı tempolu bir ay",
    });
  });
});

describe("months", () => {
  it("reads only YYYY-MM months", () => {
    expect(parseMonth("2026-11")).toBe("2026-11");
    for (const bad of ["2026-13", "2026-00", "2026-1", "202611", "2026-11-01", "1969-12", " 2026-11"]) {
      expect(parseMonth(bad), bad).toBeNull();
    }
  });

  it("names them in Turkish and finds the month before", () => {
    expect(monthLabel("2026-02")).toBe("Şubat 2026");
    expect(monthLabel("2026-08")).toBe("Ağustos 2026");
    expect(runDates("2026-11-03", "2026-11-08")).toBe("3–8 Kasım");
    expect(runDates("2026-12-31", "2026-12-31")).toBe("31 Aralık");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-11")).toBe("2026-10");
  });

  it("turns months at Istanbul's midnight (UTC+3)", () => {
    expect(monthOf(new Date("2026-11-30T20:59:59Z"))).toBe("2026-11");
    expect(monthOf(new Date("2026-11-30T21:00:00Z"))).toBe("2026-12");
  });

  it("suggests this month, else last month, else the latest with draws", () => {
    expect(suggestedMonth("2026-12", ["2026-12", "2026-11"])).toBe("2026-12");
    expect(suggestedMonth("2026-12", ["2026-11", "2026-05"])).toBe("2026-11");
    expect(suggestedMonth("2026-12", ["2026-05"])).toBe("2026-05");
    expect(suggestedMonth("2026-12", [])).toBeNull();
  });
});

describe("closingLine", () => {
  it("differs between months and stays the same for a month", () => {
    const lines = new Set(
      ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08"].map((m) =>
        closingLine(m, 12, "csv:a"),
      ),
    );
    expect(lines.size).toBeGreaterThan(2);
    expect(closingLine("2026-11", 12, "csv:a")).toBe(closingLine("2026-11", 12, "csv:a"));
  });

  it("speaks as a music game, never of fate or what will happen (ADR 027)", () => {
    for (const line of CLOSING_LINES) {
      expect(line).not.toMatch(/kader|yazgı|alın yazısı|gelecek(te)? sen|seni bekliyor|olacak|kısmet/i);
    }
    expect(closingLine("2026-03", 9, "x")).not.toContain("{n}");
  });
});

describe("summarize", () => {
  const figures: MonthFigures = {
    total: 3,
    days: ["2026-10-31", "2026-11-01"],
    themes: [{ key: "genel", count: 3, last: "2026-11-01T10:00:00.000000" }],
    tracks: [
      {
        key: "csv:a",
        count: 2,
        last: "2026-11-01T10:00:00.000000",
        trackTitle: "Işık",
        trackArtist: "Duman",
        trackImage: null,
      },
    ],
    artists: [{ key: "Duman", count: 3, last: "2026-11-01T10:00:00.000000" }],
    numbers: [{ key: "7", count: 3, last: "2026-11-01T10:00:00.000000" }],
    melody: noMelody,
  };

  it("is the month's figures, with no melody when there is none", () => {
    expect(summarize("2026-11", figures)).toMatchObject({
      month: "2026-11",
      label: "Kasım 2026",
      total: 3,
      topTrack: { trackTitle: "Işık", count: 2 },
      luckyNumber: { number: "7", count: 3 },
      streak: { days: 1, start: "2026-11-01" },
      melody: null,
    });
  });

  it("is null for a month without draws", () => {
    expect(
      summarize("2026-09", {
        ...figures,
        total: 0,
        days: [],
        themes: [],
        tracks: [],
        artists: [],
        numbers: [],
      }),
    ).toBeNull();
  });
});
