import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

const DAY_MS = 24 * 60 * 60 * 1000;
const intl = (timeZone?: string) =>
  new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone });

describe("formatLongDate", () => {
  it("writes what Intl's tr-TR long date writes, in Turkey's time and in the local zone", () => {
    const turkey = intl("Europe/Istanbul");
    const local = intl();
    // every day from 2017 to 2030, at an hour that is another day in Turkey than in UTC
    for (let t = Date.UTC(2017, 0, 1, 22, 30); t < Date.UTC(2031, 0, 1); t += DAY_MS) {
      const iso = new Date(t).toISOString();
      expect(formatLongDate(iso, true)).toBe(turkey.format(t));
      expect(formatLongDate(iso)).toBe(local.format(t));
    }
  });

  it("says the day in Turkey for a time that is still the day before in UTC", () => {
    expect(formatLongDate("2026-11-20T22:30:00Z", true)).toBe("21 Kasım 2026");
    expect(formatLongDate("2026-02-28T21:00:00Z", true)).toBe("1 Mart 2026");
  });

  it("writes nothing for a date it cannot read", () => {
    expect(formatLongDate("not a date")).toBe("");
  });
});
