import { describe, expect, it } from "vitest";
import {
  newShortCode,
  normalShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  shortPath,
} from "./short-code";

describe("short codes", () => {
  it("are ten characters of an alphabet without look-alikes, and differ", () => {
    const codes = new Set(Array.from({ length: 2000 }, newShortCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toHaveLength(SHORT_CODE_LENGTH);
      for (const c of code) expect(SHORT_CODE_ALPHABET).toContain(c);
    }
    // no look-alikes, and no x: Inter draws "2x9" as "2×9" on the images
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[01ilox]/);
    // every letter of the alphabet turns up (the choice is not stuck on a part of it)
    expect(new Set([...codes].join(""))).toEqual(new Set(SHORT_CODE_ALPHABET));
  });

  it("read what people type: capitals and spaces around it; nothing else is looked up", () => {
    expect(normalShortCode(" K7M2W9QPA3 ")).toBe("k7m2w9qpa3");
    expect(normalShortCode("k7m2w9qpa3ab")).toBe("k7m2w9qpa3ab");
    for (const bad of [
      "",
      "k7m2x9qpa",
      "k7m2w9qpa3abc",
      "k7m2x9qpa0",
      "k7m2x9qpal",
      "k7m2x9qp'3",
      "k7m2w9qpa3/",
    ])
      expect(normalShortCode(bad), bad).toBeNull();
    expect(shortPath("k7m2w9qpa3")).toBe("/r/k7m2w9qpa3");
  });
});
