import { describe, expect, it } from "vitest";
import { ACCEPTED_LIMITS, ASKED_LIMITS, COMPOSER_LIMITS } from "./limits";

describe("comment length limits", () => {
  it("accept at least what the model is asked for", () => {
    expect(ASKED_LIMITS.headline).toBeLessThanOrEqual(ACCEPTED_LIMITS.headline);
    expect(ASKED_LIMITS.short).toBeLessThanOrEqual(ACCEPTED_LIMITS.short);
    expect(ASKED_LIMITS.long).toBeLessThanOrEqual(ACCEPTED_LIMITS.long);
  });

  it("accept what the offline composer writes, and leave the long text room to be longer", () => {
    expect(COMPOSER_LIMITS.headline).toBeLessThanOrEqual(ACCEPTED_LIMITS.headline);
    expect(COMPOSER_LIMITS.short).toBeLessThanOrEqual(ACCEPTED_LIMITS.short);
    expect(COMPOSER_LIMITS.short + COMPOSER_LIMITS.longMinExtra).toBeLessThan(ACCEPTED_LIMITS.long);
  });
});
