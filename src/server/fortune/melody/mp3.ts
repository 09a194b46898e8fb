/**
 * MP3 bytes to mono samples: a cheap check that the bytes really are MP3 frames, then decoding
 * with mpg123 (WASM) in slices, with event-loop yields between them.
 */
import { MPEGDecoder } from "mpg123-decoder";
import { MAX_SECONDS, yieldToEventLoop } from "./dsp";

// 60 s at 320 kbit/s, counted from the first audio frame; later bytes could not be analysed anyway.
const MAX_AUDIO_BYTES = 2.5 * 1024 * 1024;
// Decoding in slices lets the event loop serve other requests between them.
const DECODE_SLICE_BYTES = 64 * 1024;

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG 1
  2: [22_050, 24_000, 16_000], // MPEG 2
  0: [11_025, 12_000, 8_000], // MPEG 2.5
};

interface FrameHeader {
  length: number;
  version: number;
  sampleRate: number;
}

function parseLayer3Header(b: Uint8Array, i: number): FrameHeader | null {
  if (i + 4 > b.length) return null;
  const b1 = b[i + 1]!;
  const b2 = b[i + 2]!;
  if (b[i] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const kbps = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { length, version, sampleRate };
}

/**
 * mpg123 resyncs on anything, so random bytes or an HTML error page can "decode" to a little noise.
 * Requiring a chain of consecutive, mutually consistent Layer III frame headers near the start
 * rejects those cheaply and with a clear message. Returns the offset of the first audio frame.
 */
function findFirstMp3Frame(b: Uint8Array): number {
  let start = 0;
  // ID3v2 tags may be stacked; each has a syncsafe size and an optional 10-byte footer.
  while (start + 10 <= b.length && b[start] === 0x49 && b[start + 1] === 0x44 && b[start + 2] === 0x33) {
    const size = ((b[start + 6]! & 0x7f) << 21) | ((b[start + 7]! & 0x7f) << 14);
    const size2 = ((b[start + 8]! & 0x7f) << 7) | (b[start + 9]! & 0x7f);
    start += 10 + size + size2 + (b[start + 5]! & 0x10 ? 10 : 0);
  }
  const searchEnd = Math.min(b.length, start + 128 * 1024);
  const CHAIN = 4;
  for (let i = start; i < searchEnd; i++) {
    if (b[i] !== 0xff) continue;
    const first = parseLayer3Header(b, i);
    if (!first) continue;
    let pos = i;
    let ok = true;
    for (let n = 0; n < CHAIN; n++) {
      const h = parseLayer3Header(b, pos);
      if (!h || h.version !== first.version || h.sampleRate !== first.sampleRate) {
        ok = false;
        break;
      }
      pos += h.length;
    }
    if (ok) return i;
  }
  throw new Error("Not an MP3 file: no run of valid MPEG Layer III frames found");
}

/**
 * mpg123-decoder reports every corrupt frame with console.error and also returns it in `errors`.
 * We read `errors` ourselves, so the log spam (one line per frame) is muted for the duration of a
 * synchronous decode call; nothing else can run in between, so no one else's error is swallowed.
 */
function decodeQuietly(decoder: MPEGDecoder, slice: Uint8Array) {
  const original = console.error;
  console.error = () => {};
  try {
    return decoder.decode(slice);
  } finally {
    console.error = original;
  }
}

/**
 * A fresh decoder per call (instantiation is ~1 ms once the module is compiled): no state can leak
 * from one file to the next, and concurrent analyses cannot interleave on a shared instance
 * across the event-loop yields between slices.
 */
async function decodeToMono(input: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  let total = 0;
  let errorCount = 0;
  try {
    for (let offset = 0; offset < input.length; offset += DECODE_SLICE_BYTES) {
      const out = decodeQuietly(decoder, input.subarray(offset, offset + DECODE_SLICE_BYTES));
      errorCount += out.errors.length;
      if (out.samplesDecoded > 0) {
        sampleRate = out.sampleRate;
        const left = out.channelData[0]!;
        const right = out.channelData[1] ?? left;
        const mono = new Float32Array(out.samplesDecoded);
        // mpg123 always hands back two channels; for mono files both carry the same signal.
        for (let i = 0; i < mono.length; i++) mono[i] = 0.5 * (left[i]! + right[i]!);
        parts.push(mono);
        total += mono.length;
      }
      if (sampleRate > 0 && total >= MAX_SECONDS * sampleRate) break;
      await yieldToEventLoop();
    }
  } finally {
    decoder.free();
  }
  if (total === 0 || sampleRate === 0) {
    throw new Error(`MP3 could not be decoded (${errorCount} decoder errors)`);
  }
  const length = Math.min(total, MAX_SECONDS * sampleRate);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const p of parts) {
    if (offset >= length) break;
    samples.set(p.subarray(0, length - offset), offset);
    offset += p.length;
  }
  return { samples, sampleRate };
}

/**
 * Mono samples of an MP3, at most MAX_SECONDS of them. Throws an Error whose message starts with
 * "Not an MP3 file" for bytes that are not MP3 frames, and one for a file that does not decode.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number }> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new Error("Not an MP3 file: no bytes");
  const start = findFirstMp3Frame(bytes);
  return decodeToMono(bytes.subarray(start, start + MAX_AUDIO_BYTES));
}

/** Compiles the decoder's WASM (~30 ms once per process). */
export async function warmUpDecoder(): Promise<void> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  decoder.free();
}
