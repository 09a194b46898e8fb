import { describe, expect, it } from "vitest";
import { type AudioFeatures, audioFeaturesSchema } from "@/shared/api/tracks";
import {
  makeChordProgressionMp3,
  makeClickTrackMp3,
  makeToneMp3,
  midiToHz,
} from "../../../../tests/fakes/mp3";
import { AUDIO_ANALYSIS_VERSION, analyzeMp3, warmUpAudioAnalysis } from "./analyze";

// Encoding 30 s of MP3 in pure JS takes about a second, so each fixture is made once.
const memo = new Map<string, Uint8Array>();
function fixture(name: string, make: () => Uint8Array): Uint8Array {
  let bytes = memo.get(name);
  if (!bytes) {
    bytes = make();
    memo.set(name, bytes);
  }
  return bytes;
}

function expectValid(features: AudioFeatures) {
  expect(audioFeaturesSchema.parse(features)).toEqual(features);
  expect(features.source).toBe("analysis");
}

const triad = (root: number, minor = false) => [
  midiToHz(root),
  midiToHz(root + (minor ? 3 : 4)),
  midiToHz(root + 7),
];

describe("analyzeMp3: tempo", () => {
  for (const bpm of [90, 123, 150]) {
    it(`finds ${bpm} BPM in a 30 s, 96 kbit/s click track within 2 BPM`, async () => {
      const features = await analyzeMp3(fixture(`click${bpm}`, () => makeClickTrackMp3({ bpm })));
      expectValid(features);
      expect(features.tempo).not.toBeNull();
      expect(Math.abs(features.tempo! - bpm)).toBeLessThanOrEqual(2);
    });
  }

  it("handles other sample rates (22.05 and 48 kHz)", async () => {
    const low = await analyzeMp3(makeClickTrackMp3({ bpm: 110, seconds: 12, sampleRate: 22_050, kbps: 64 }));
    const high = await analyzeMp3(makeClickTrackMp3({ bpm: 97, seconds: 12, sampleRate: 48_000, kbps: 128 }));
    expect(Math.abs(low.tempo! - 110)).toBeLessThanOrEqual(2);
    expect(Math.abs(high.tempo! - 97)).toBeLessThanOrEqual(2);
  });

  it("reports no tempo for a sustained chord", async () => {
    const features = await analyzeMp3(makeToneMp3({ frequencies: triad(60), seconds: 8, harmonics: 3 }));
    expect(features.tempo).toBeNull();
  });
});

describe("analyzeMp3: level and timbre", () => {
  it("orders energy and loudness of loud vs quiet sound", async () => {
    const loud = await analyzeMp3(makeToneMp3({ frequencies: [220, 330], seconds: 4, amplitude: 0.9 }));
    const quiet = await analyzeMp3(makeToneMp3({ frequencies: [220, 330], seconds: 4, amplitude: 0.05 }));
    expectValid(loud);
    expectValid(quiet);
    expect(loud.loudness!).toBeLessThan(0);
    expect(quiet.loudness!).toBeLessThan(loud.loudness! - 20);
    expect(loud.energy!).toBeGreaterThan(0.7);
    expect(quiet.energy!).toBeLessThan(0.2);
  });

  it("reads a full-scale sine at about -3 dBFS", async () => {
    const features = await analyzeMp3(makeToneMp3({ frequencies: [440], seconds: 4, amplitude: 0.99 }));
    expect(features.loudness!).toBeGreaterThan(-4);
    expect(features.loudness!).toBeLessThan(-2);
  });

  it("orders brightness of a low vs a high tone", async () => {
    const low = await analyzeMp3(makeToneMp3({ frequencies: [110], seconds: 4, harmonics: 3 }));
    const high = await analyzeMp3(makeToneMp3({ frequencies: [2500], seconds: 4, harmonics: 3 }));
    expectValid(low);
    expectValid(high);
    expect(high.brightness!).toBeGreaterThan(low.brightness! + 0.4);
  });

  it("returns zero energy and no tempo or key for digital silence", async () => {
    const features = await analyzeMp3(makeToneMp3({ frequencies: [440], seconds: 4, amplitude: 0 }));
    expectValid(features);
    expect(features).toMatchObject({ tempo: null, energy: 0, loudness: -100, key: null, mode: null });
  });
});

describe("analyzeMp3: key", () => {
  it("finds C major in a I-IV-V-I progression", async () => {
    const c = triad(48);
    const f = triad(53);
    const g = triad(55);
    const features = await analyzeMp3(
      makeChordProgressionMp3({ chords: [c, f, g, c, f, g, c, c], secondsPerChord: 1, harmonics: 4 }),
    );
    expectValid(features);
    expect({ key: features.key, mode: features.mode }).toEqual({ key: 0, mode: 1 });
  });

  it("finds A minor in a i-iv-V-i progression", async () => {
    const am = triad(57, true);
    const dm = triad(50, true);
    const e = triad(52);
    const features = await analyzeMp3(
      makeChordProgressionMp3({ chords: [am, dm, e, am, dm, e, am, am], secondsPerChord: 1, harmonics: 4 }),
    );
    expectValid(features);
    expect({ key: features.key, mode: features.mode }).toEqual({ key: 9, mode: 0 });
  });
});

describe("analyzeMp3: bad input", () => {
  it("rejects bytes that are not an MP3", async () => {
    let seed = 42;
    const noise = new Uint8Array(400_000).map(() => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      // Plenty of 0xff bytes, so the decoder would find false frame syncs.
      return seed % 10 === 0 ? 0xff : seed >>> 24;
    });
    await expect(analyzeMp3(noise)).rejects.toThrow(/not an mp3/i);
    await expect(analyzeMp3(new TextEncoder().encode("<html>404 Not Found</html>"))).rejects.toThrow(
      /not an mp3/i,
    );
    await expect(analyzeMp3(new Uint8Array(0))).rejects.toThrow(/not an mp3/i);
  });

  it("rejects an MP3 shorter than 2 s", async () => {
    await expect(analyzeMp3(makeToneMp3({ frequencies: [440], seconds: 1 }))).rejects.toThrow(/too short/i);
  });

  it("analyses a damaged MP3 without logging errors", async () => {
    const damaged = fixture("click123", () => makeClickTrackMp3({ bpm: 123 })).slice();
    damaged.fill(0, 100_000, 140_000);
    const features = await analyzeMp3(damaged);
    expectValid(features);
    expect(Math.abs(features.tempo! - 123)).toBeLessThanOrEqual(2);
  });
});

describe("analyzeMp3: housekeeping", () => {
  it("gives identical results for concurrent and repeated calls", async () => {
    const a = fixture("click90", () => makeClickTrackMp3({ bpm: 90 }));
    const b = fixture("click150", () => makeClickTrackMp3({ bpm: 150 }));
    const [ra, rb, ra2] = await Promise.all([analyzeMp3(a), analyzeMp3(b), analyzeMp3(a)]);
    expect(ra2).toEqual(ra);
    expect(await analyzeMp3(b)).toEqual(rb);
  });

  it("warms up without error and exposes a version for cache keys", async () => {
    await expect(warmUpAudioAnalysis()).resolves.toBeUndefined();
    expect(Number.isInteger(AUDIO_ANALYSIS_VERSION)).toBe(true);
  });

  it("makes deterministic fake MP3s", () => {
    const one = makeClickTrackMp3({ bpm: 100, seconds: 3 });
    const two = makeClickTrackMp3({ bpm: 100, seconds: 3 });
    expect(one).toEqual(two);
  });
});
