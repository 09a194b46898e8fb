import { describe, expect, it } from "vitest";
import { forEachFrame, RealFft } from "./dsp";

describe("RealFft", () => {
  it("matches a naive DFT", () => {
    const n = 64;
    const x = Float64Array.from(
      { length: n },
      (_, i) => Math.sin(i * 0.7) + 0.3 * Math.cos(i * 2.1) + (i % 5) * 0.1,
    );
    const out = new Float64Array(n / 2 + 1);
    new RealFft(n).magnitudes(x, out);
    for (let k = 0; k <= n / 2; k++) {
      let re = 0;
      let im = 0;
      for (let t = 0; t < n; t++) {
        re += x[t]! * Math.cos((2 * Math.PI * k * t) / n);
        im -= x[t]! * Math.sin((2 * Math.PI * k * t) / n);
      }
      expect(out[k]).toBeCloseTo(Math.hypot(re, im), 9);
    }
  });
});

describe("forEachFrame", () => {
  const n = 64;
  const hop = 32;
  // 160 samples make four whole frames (and a part frame); the third frame (64..127) is silent.
  const x = Float32Array.from({ length: 160 }, (_, i) =>
    i >= 64 && i < 128 ? 0 : Math.sin((2 * Math.PI * 8 * i) / n),
  );

  it("visits whole frames only, hop apart, each with its index and spectrum", () => {
    const seen: { index: number; peak: number }[] = [];
    forEachFrame(x, n, hop, (mags, index) => {
      expect(mags.length).toBe(n / 2 + 1);
      const peak = mags.indexOf(Math.max(...mags));
      seen.push({ index, peak });
    });
    expect(seen.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(seen[0]!.peak).toBe(8);
  });

  it("skips the frames its silence test rejects, before their FFT", () => {
    const powers: number[] = [];
    const visited: number[] = [];
    forEachFrame(
      x,
      n,
      hop,
      (_, index) => visited.push(index),
      (power) => {
        powers.push(power);
        return power === 0;
      },
    );
    expect(powers).toHaveLength(4);
    expect(visited).toEqual([0, 1, 3]);
  });
});
