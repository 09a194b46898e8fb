import { describe, expect, it } from "vitest";
import { istanbulMoment, turkishMonthName } from "./istanbul-time";
import { monthBounds } from "./scheduler";

describe("istanbulMoment", () => {
  it("reads the day and minute in Istanbul (UTC+3), not the server's", () => {
    expect(istanbulMoment(new Date("2026-12-02T07:00:00Z"))).toEqual({
      date: "2026-12-02",
      month: "2026-12",
      previousMonth: "2026-11",
      dayOfMonth: 2,
      minute: 600,
    });
    // 21:30 UTC on the 31st is already the 1st of the next year in Istanbul
    expect(istanbulMoment(new Date("2026-12-31T21:30:00Z"))).toMatchObject({
      date: "2027-01-01",
      month: "2027-01",
      previousMonth: "2026-12",
      dayOfMonth: 1,
      minute: 30,
    });
    expect(istanbulMoment(new Date("2026-06-15T20:59:00Z")).minute).toBe(23 * 60 + 59);
  });

  it("names months in Turkish", () => {
    expect(turkishMonthName("2026-11")).toBe("Kasım");
    expect(turkishMonthName("2027-02")).toBe("Şubat");
    expect(turkishMonthName("2027-08")).toBe("Ağustos");
  });

  it("bounds a month at Istanbul's midnights, December into January too", () => {
    expect(monthBounds("2026-11")).toEqual({
      from: new Date("2026-10-31T21:00:00Z"),
      to: new Date("2026-11-30T21:00:00Z"),
    });
    expect(monthBounds("2026-12").to).toEqual(new Date("2026-12-31T21:00:00Z"));
  });
});
