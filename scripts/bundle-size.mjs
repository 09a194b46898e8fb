// Prints the JavaScript a first visit to the landing, login and result pages downloads, as the
// browser receives it (brotli, the .br files scripts/compress-client.mjs wrote): the entry chunk,
// the boot stages it imports (src/client/main.tsx), the route's chunk, and everything they import
// statically. Fails when the landing page's goes
// over its budget, when a browser chunk carries zod (the client takes the contract's types from
// src/shared/api-types.ts, never its schemas), and when the build wrote source maps (they would
// publish the client's source).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "dist/client";
/** the goal of issue 16 for the landing page, brotli as received */
export const LANDING_BUDGET_BYTES = 80 * 1024;

/** The pages a visitor from a link lands on, by the route module the manifest names. */
export const FIRST_VISIT_PAGES = {
  landing: "features/landing/landing-page",
  login: "features/auth/login-page",
  result: "features/result/result-page",
};

function readManifest() {
  return JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, "utf8"));
}

function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (!key || seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** The files (under dist/client) a first visit to a page loads before the page can run. */
export function pageFiles(page) {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routeKey = Object.keys(manifest).find((k) => k.includes(FIRST_VISIT_PAGES[page]));
  if (!routeKey) throw new Error(`no chunk for ${page} (${FIRST_VISIT_PAGES[page]}) in the manifest`);
  // the entry's own dynamic imports are the app's boot stages (src/client/main.tsx), loaded at once
  const stages = manifest[entryKey].dynamicImports ?? [];
  return [...closure(manifest, [entryKey, ...stages, routeKey])].map((key) => manifest[key].file);
}

/** Brotli size as sent: the build's .br copy when there is one, else compressed here alike. */
function brotliSize(path, buf) {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function pageBytes(page) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of pageFiles(page)) {
    const path = `${dir}/${file}`;
    const buf = readFileSync(path);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    br += brotliSize(path, buf);
  }
  return { raw, gz, br };
}

export function landingBytes() {
  return pageBytes("landing");
}

/** zod's class names survive minification; any of them in a chunk means a schema was bundled. */
const ZOD_MARKERS = /\$ZodType|ZodError/;
export function chunksWithZod(files = readdirSync(`${dir}/assets`).map((name) => `assets/${name}`)) {
  return files.filter(
    (file) => file.endsWith(".js") && ZOD_MARKERS.test(readFileSync(`${dir}/${file}`, "utf8")),
  );
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const page of Object.keys(FIRST_VISIT_PAGES)) {
    const zodChunks = chunksWithZod(pageFiles(page));
    if (zodChunks.length > 0) {
      console.error(
        `zod reaches the ${page} page (${zodChunks.join(", ")}): import types from @/shared/api-types`,
      );
      process.exitCode = 1;
    }
  }
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
  for (const page of Object.keys(FIRST_VISIT_PAGES)) {
    const { raw, gz, br } = pageBytes(page);
    const goal = page === "landing" ? ` (goal <= ${kb(LANDING_BUDGET_BYTES)})` : "";
    console.info(`${page} page JavaScript: ${kb(br)} brotli${goal}, ${kb(gz)} gzip, ${kb(raw)} raw`);
    if (page === "landing" && br > LANDING_BUDGET_BYTES) {
      console.error(
        `the landing page's JavaScript is over its budget by ${kb(br - LANDING_BUDGET_BYTES)}: ` +
          "keep what only signed-in pages need out of the entry chunk (lazy routes and components; " +
          "the header and the landing page do without <Button> and T, see ui/button-variants.ts)",
      );
      process.exitCode = 1;
    }
  }
}
