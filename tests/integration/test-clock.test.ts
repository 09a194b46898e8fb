import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";
import { createTestApp, type TestApp } from "./helpers";

describe("the test clock (TEST_CLOCK)", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("is absent unless TEST_CLOCK is true", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "PUT", url: "/api/test/clock", payload: { now: null } });
    expect(res.statusCode).toBe(404);
  });

  it("sets the time the app reads and lets it run on; null goes back to the real time", async () => {
    t = await createTestApp({ TEST_CLOCK: "true" });
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/test/clock",
      payload: { now: "2031-03-04T20:59:59.500+00:00" },
    });
    expect(set.statusCode).toBe(200);
    const shown = new Date(set.json().now).getTime();
    expect(shown).toBeGreaterThanOrEqual(Date.parse("2031-03-04T20:59:59.500Z"));
    expect(shown).toBeLessThan(Date.parse("2031-03-04T21:00:09Z"));

    const back = await t.app.inject({ method: "PUT", url: "/api/test/clock", payload: { now: null } });
    expect(Math.abs(new Date(back.json().now).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("refuses a time that is not ISO 8601, in Turkish", async () => {
    t = await createTestApp({ TEST_CLOCK: "true" });
    const res = await t.app.inject({ method: "PUT", url: "/api/test/clock", payload: { now: "yarın" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Saat, ISO 8601 biçiminde bir zaman olmalı.");
  });

  it("is refused in a deployment with an https address", () => {
    expect(() => loadConfig({ TEST_CLOCK: "true", PUBLIC_URL: "https://sarkifali.app" })).toThrow(
      /TEST_CLOCK lets anyone set the server's clock/,
    );
  });
});
