import { describe, expect, it } from "vitest";
import { isQuietMinute, minuteOfTime, reminderTimeChoices, timeOfMinute } from "./reminder-time";

describe("the reminder's time of day", () => {
  it("reads HH:MM only", () => {
    expect(minuteOfTime("10:00")).toBe(600);
    expect(minuteOfTime("21:59")).toBe(1319);
    expect(minuteOfTime("00:00")).toBe(0);
    for (const bad of ["24:00", "9:00", "10:60", "10:00:00", " 10:00", "", "ab:cd"]) {
      expect(minuteOfTime(bad), bad).toBeNull();
    }
    expect(timeOfMinute(545)).toBe("09:05");
  });

  it("keeps quiet from 22:00 up to 09:00", () => {
    expect(isQuietMinute(minuteOfTime("22:00")!)).toBe(true);
    expect(isQuietMinute(minuteOfTime("23:59")!)).toBe(true);
    expect(isQuietMinute(minuteOfTime("00:00")!)).toBe(true);
    expect(isQuietMinute(minuteOfTime("08:59")!)).toBe(true);
    expect(isQuietMinute(minuteOfTime("09:00")!)).toBe(false);
    expect(isQuietMinute(minuteOfTime("21:59")!)).toBe(false);
  });

  it("offers every half hour from 09:00 to 21:30, none quiet", () => {
    const choices = reminderTimeChoices();
    expect(choices[0]).toBe("09:00");
    expect(choices.at(-1)).toBe("21:30");
    expect(choices).toHaveLength(26);
    expect(choices.some((t) => isQuietMinute(minuteOfTime(t)!))).toBe(false);
  });
});
