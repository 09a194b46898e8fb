import { describe, expect, it } from "vitest";
import { sampleValue } from "../../../tests/support/prometheus";
import { createMetrics, providerOf } from "./metrics";
import { countCommentsWritten, countDrawsWritten, observeProviders } from "./wiring";

const fresh = () => createMetrics({ database: "pglite", defaults: false });

describe("providerOf", () => {
  const of = providerOf([
    ["spotify", "https://api.spotify.com"],
    ["model", "http://127.0.0.1:8080/v1"],
    ["lrclib", "http://127.0.0.1:8080"],
    ["youtube", undefined],
  ]);

  it("names the provider whose base address a request starts with, the longest first", () => {
    expect(of(new URL("https://api.spotify.com/v1/playlists/x"))).toBe("spotify");
    expect(of(new URL("http://127.0.0.1:8080/v1/chat/completions"))).toBe("model");
    expect(of(new URL("http://127.0.0.1:8080/api/get?x=1"))).toBe("lrclib");
  });

  it("does not take a longer path for its prefix, nor another host", () => {
    expect(of(new URL("http://127.0.0.1:8080/v10/x"))).toBe("lrclib");
    expect(of(new URL("https://api.spotify.com.evil.example/v1"))).toBe("other");
  });
});

describe("the wrappers", () => {
  it("count a draw saved once, not the answer to a repeated save", async () => {
    const metrics = fresh();
    const answers = [
      { id: "a", created: true },
      { id: "a", created: false },
    ];
    const repo = countDrawsWritten(
      { insertOnce: async (_values: { sourceType: string; kind?: string | null }) => answers.shift()! },
      metrics,
    );
    await repo.insertOnce({ sourceType: "spotify", kind: "spread" });
    await repo.insertOnce({ sourceType: "spotify", kind: "spread" });
    const text = (await metrics.scrape()).body;
    expect(sampleValue(text, "sarkifali_draws_written_total", { source: "spotify", kind: "spread" })).toBe(1);
  });

  it("count comments by who wrote them, and nothing for a comment that failed", async () => {
    const metrics = fresh();
    let fail = false;
    const service = countCommentsWritten(
      {
        generate: async () => {
          if (fail) throw new Error("lyrics down");
          return { source: "model", kind: "fortune" };
        },
        generateSpread: async () => ({ source: "offline", kind: "support" }),
      },
      metrics,
    );
    await service.generate();
    await service.generateSpread();
    fail = true;
    await expect(service.generate()).rejects.toThrow("lyrics down");
    const text = (await metrics.scrape()).body;
    expect(sampleValue(text, "sarkifali_comments_written_total", { source: "model", kind: "fortune" })).toBe(
      1,
    );
    expect(
      sampleValue(text, "sarkifali_comments_written_total", { source: "offline", kind: "support" }),
    ).toBe(1);
  });

  it("count provider calls, and failures by reason", async () => {
    const metrics = fresh();
    const observe = observeProviders(metrics, [["youtube", "https://www.googleapis.com"]]);
    observe(new URL("https://www.googleapis.com/youtube/v3/playlistItems"), "ok", 0.2);
    observe(new URL("https://www.googleapis.com/youtube/v3/playlistItems"), "timeout", 10);
    const text = (await metrics.scrape()).body;
    expect(sampleValue(text, "sarkifali_provider_calls_total", { provider: "youtube" })).toBe(2);
    expect(
      sampleValue(text, "sarkifali_provider_failures_total", { provider: "youtube", reason: "timeout" }),
    ).toBe(1);
    expect(sampleValue(text, "sarkifali_provider_call_duration_seconds_count", { provider: "youtube" })).toBe(
      2,
    );
  });
});
