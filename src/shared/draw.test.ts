import { describe, expect, it } from "vitest";
import { drawIndex, parseDrawNumber, pick } from "./draw";

describe("parseDrawNumber", () => {
  it.each([
    ["1", 1n],
    ["42", 42n],
    ["  7", 7n],
    ["+7", 7n],
    ["-3", -3n],
    ["0", 0n],
    ["007", 7n],
    ["12abc", 12n],
    ["7.9", 7n],
    ["1e5", 1n],
    ["1234567890123456789012345", 1234567890123456789012345n],
  ])("%s -> %s", (text, expected) => {
    expect(parseDrawNumber(text)).toBe(expected);
  });

  it.each(["", "   ", "abc", "-", "+", "x12", "--1", "٣"])("%j is not a number", (text) => {
    expect(parseDrawNumber(text)).toBeNull();
  });
});

describe("drawIndex", () => {
  it("takes (number - 1) mod count", () => {
    expect(drawIndex(1n, 10)).toBe(0);
    expect(drawIndex(10n, 10)).toBe(9);
    expect(drawIndex(11n, 10)).toBe(0);
    expect(drawIndex(23n, 7)).toBe(22 % 7);
  });

  it("keeps 0 and negative numbers inside the list", () => {
    expect(drawIndex(0n, 10)).toBe(9);
    expect(drawIndex(-3n, 10)).toBe(6);
    expect(drawIndex(-10n, 10)).toBe(9);
    expect(drawIndex(-11n, 10)).toBe(8);
  });

  it("reduces numbers longer than 15 digits exactly", () => {
    // 10^24 - 1 = 999…9 (24 nines); floating point would round it to 10^24.
    const big = 10n ** 24n;
    expect(drawIndex(big, 7)).toBe(Number((big - 1n) % 7n));
    expect(drawIndex(1234567890123456789012345n, 1000)).toBe(344);
    expect(drawIndex(-1234567890123456789012345n, 1000)).toBe(654);
  });

  it("refuses an empty list with the game state's message", () => {
    expect(() => drawIndex(1n, 0)).toThrow("Playlist yüklenmemiş");
  });

  it("pick returns the track at that index", () => {
    expect(pick(2n, ["a", "b", "c"])).toBe("b");
    expect(pick(0n, ["a", "b", "c"])).toBe("c");
  });
});
