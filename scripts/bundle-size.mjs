// Prints the gzipped JavaScript a first visit to the landing page downloads: the entry chunk,
// the landing route's chunk, and everything they import statically. Fails when a browser chunk
// carries zod: the client takes the contract's types from src/shared/api-types.ts, never its schemas,
// and when the build wrote source maps (they would publish the client's source).
import { readdirSync, readFileSync } from "node:fs";
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

/** zod's class names survive minification; any of them in a chunk means a schema was bundled. */
const ZOD_MARKERS = /\$ZodType|ZodError/;
export function chunksWithZod() {
  return readdirSync(`${dir}/assets`).filter(
    (name) => name.endsWith(".js") && ZOD_MARKERS.test(readFileSync(`${dir}/assets/${name}`, "utf8")),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const zodChunks = chunksWithZod();
  if (zodChunks.length > 0) {
    console.error(
      `zod is in the client bundle (${zodChunks.join(", ")}): import types from @/shared/api-types`,
    );
    process.exitCode = 1;
  }
  const maps = readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".map"));
  if (maps.length > 0) {
    console.error(`source maps in the client build (${maps.join(", ")}): vite.config.ts must not write them`);
    process.exitCode = 1;
  }
  const { raw, gz } = landingBytes();
  console.info(
    `landing page JavaScript: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw)`,
  );
}
