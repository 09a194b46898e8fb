// Prints the gzipped JavaScript a first visit to the landing page downloads: the entry chunk,
// the landing route's chunk, and everything they import statically.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "dist/client";
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, "utf8"));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = Object.keys(manifest).find((k) => k.includes("features/landing/landing-page"));
export function landingBytes() {
  let raw = 0;
  let gz = 0;
  for (const key of closure([entryKey, landingKey])) {
    const buf = readFileSync(`${dir}/${manifest[key].file}`);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gz } = landingBytes();
  console.info(
    `landing page JavaScript: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw)`,
  );
}
