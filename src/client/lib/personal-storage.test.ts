import { afterEach, describe, expect, it, vi } from "vitest";
import { FAVORITES_CACHE_KEY, forgetPersonalData, RECENT_CACHE_KEY } from "./personal-storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("forgetPersonalData (logout)", () => {
  it("removes the cached history lists and leaves the rest (the theme) alone", () => {
    const store = new Map([
      [RECENT_CACHE_KEY, "[]"],
      [FAVORITES_CACHE_KEY, "[]"],
      ["theme", "dark"],
    ]);
    vi.stubGlobal("localStorage", { removeItem: (k: string) => store.delete(k) });
    forgetPersonalData();
    expect([...store.keys()]).toEqual(["theme"]);
  });

  it("does not throw when storage is unavailable", () => {
    vi.stubGlobal("localStorage", {
      removeItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(() => forgetPersonalData()).not.toThrow();
  });
});
