import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Copies of ../shared/fixtures/csv and ../shared/fixtures/realworld/csv, kept in the project so
// tests run from any checkout.
const FIXTURES = fileURLToPath(new URL("../../../../../tests/fixtures/csv", import.meta.url));
const REALWORLD = fileURLToPath(new URL("../../../../../tests/fixtures/realworld/csv", import.meta.url));

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

/** A real playlist file people or tools made (see tests/fixtures/realworld/csv/SOURCES.md). */
export function realworldBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(REALWORLD, name)));
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

const WINDOWS_1254_BYTES = (() => {
  const decoder = new TextDecoder("windows-1254");
  const map = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) map.set(decoder.decode(new Uint8Array([byte])), byte);
  return map;
})();

/** TextEncoder only writes UTF-8; tests need the bytes a Turkish Excel would save. */
export function windows1254(text: string): Uint8Array {
  return Uint8Array.from(Array.from(text), (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    const byte = WINDOWS_1254_BYTES.get(char);
    if (byte === undefined) throw new Error(`not in windows-1254: ${char}`);
    return byte;
  });
}
