import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DAILY_NUMBER_MAX, dailyNumber, dayBefore, istanbulDay } from "./day";

describe("the Istanbul day", () => {
  it("begins at 00:00 Istanbul time, 21:00 UTC the evening before (UTC+3 all year)", () => {
    expect(istanbulDay(new Date("2026-11-28T20:59:59.999Z"))).toBe("2026-11-28");
    expect(istanbulDay(new Date("2026-11-28T21:00:00.000Z"))).toBe("2026-11-29");
    // summer too: no daylight saving time since 2016
    expect(istanbulDay(new Date("2026-07-14T20:59:59Z"))).toBe("2026-07-14");
    expect(istanbulDay(new Date("2026-07-14T21:00:00Z"))).toBe("2026-07-15");
    // across a year's end
    expect(istanbulDay(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
  });

  it("knows the day before, across months, years and a leap day", () => {
    expect(dayBefore("2026-11-29")).toBe("2026-11-28");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
  });
});

describe("the number of the day", () => {
  const key = randomBytes(32);

  it("is the same for the same key and day, in 1..min(count, 99)", () => {
    for (const count of [1, 2, 7, 40, 99, 100, 5000]) {
      const n = dailyNumber(key, "2026-11-28", count);
      expect(dailyNumber(Buffer.from(key), "2026-11-28", count)).toBe(n);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(Math.min(count, DAILY_NUMBER_MAX));
    }
  });

  it("is never yesterday's number (so never yesterday's song from the same list)", () => {
    for (const count of [2, 3, 10, 99, 300]) {
      let day = "2026-01-01";
      let previous = dailyNumber(key, dayBefore(day), count);
      for (let i = 0; i < 200; i++) {
        const n = dailyNumber(key, day, count);
        expect(n, `${day} with ${count} songs`).not.toBe(previous);
        previous = n;
        day = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
      }
    }
  });

  it("differs between keys: another person's number cannot be told from the date", () => {
    const other = randomBytes(32);
    const days = Array.from({ length: 60 }, (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, "0")}`);
    const same = days.filter((d) => dailyNumber(key, d, 99) === dailyNumber(other, d, 99)).length;
    // two independent keys agree about one day in 99
    expect(same).toBeLessThan(10);
  });

  it("spreads over the whole range", () => {
    const seen = new Set<number>();
    let day = "2026-01-01";
    for (let i = 0; i < 2000; i++) {
      seen.add(dailyNumber(key, day, 99));
      day = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
    }
    expect(seen.size).toBe(99);
  });
});
