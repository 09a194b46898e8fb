import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import {
  builtInlineScripts,
  standInIndexHtml,
  writeStandInClient,
} from "../../../tests/support/stand-in-client";
import { parseTemplate } from "../pages/template";
import { ssrModulePath } from "./result-page";
import { createResultRenderPool, type ResultRenderPool } from "./result-render-pool";

const BUSY_MS = 400;

let dir: string;
let pool: ResultRenderPool;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sf-ssr-pool-"));
  const clientDir = join(dir, "client");
  writeStandInClient(clientDir);
  const ssrFile = ssrModulePath(clientDir);
  mkdirSync(join(dir, "ssr"), { recursive: true });
  // a renderer as slow as a big page under load, and synchronous like renderToString
  writeFileSync(
    ssrFile,
    `export async function renderResultPage(draw, origin) {
      const end = Date.now() + ${BUSY_MS};
      while (Date.now() < end) {}
      return "<main><h1>" + draw.trackTitle + "</h1><a href=\\"" + origin + "\\">x</a></main>";
    }`,
  );
  pool = createResultRenderPool({
    ssrFile,
    clientDir,
    template: parseTemplate(standInIndexHtml(), "stand-in", builtInlineScripts()),
  });
});
afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("createResultRenderPool (N3)", () => {
  it("makes the page in a worker thread: the main thread keeps answering while it renders", {
    timeout: 60_000,
  }, async () => {
    const draw = samplePublicDraw({ trackTitle: "Islak Islak", trackArtist: "Cem Karaca" });
    // the first task starts the worker and loads tsx: not what is measured
    await pool.build(draw, "https://fal.example");

    const gaps: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const page = await pool.build(draw, "https://fal.example");
    const took = performance.now() - started;
    clearInterval(timer);

    expect(took).toBeGreaterThanOrEqual(BUSY_MS);
    // on the main thread the timer would have waited the whole render at once
    expect(Math.max(...gaps)).toBeLessThan(BUSY_MS / 2);
    expect(page.html).toContain("<main><h1>Islak Islak</h1>");
    expect(page.html).toContain('<a href="https://fal.example">');
    expect(Buffer.isBuffer(page.raw) && Buffer.isBuffer(page.br) && Buffer.isBuffer(page.gzip)).toBe(true);
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    expect(page.raw.toString()).toBe(page.html);
  });
});
