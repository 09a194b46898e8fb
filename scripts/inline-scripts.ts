/**
 * The pages' inline scripts (client/inline/*.ts), bundled by esbuild into one small classic script
 * each, and the Content-Security-Policy hash of each: the Vite build inlines the head script into
 * index.html and writes all of them, with their hashes, to dist/client/.vite/inline-scripts.json
 * (scripts/vite-plugin-inline-scripts.ts), which the server reads (server/pages/inline-scripts.ts).
 * Tests that stand in for a build use it too, so they carry the real scripts.
 */
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { cspHash, type InlineScriptName, type InlineScripts } from "../src/server/pages/inline-scripts.ts";

const ENTRIES: Record<InlineScriptName, string> = {
  head: "src/client/inline/head-script.ts",
  paintFirstBoot: "src/client/inline/paint-first-boot.ts",
};

/** Vite 8's default build target ('baseline-widely-available'), so the scripts run where the app does. */
const TARGET = ["chrome111", "edge111", "firefox114", "safari16.4"];

const root = fileURLToPath(new URL("..", import.meta.url));

function bundle(entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: "iife",
    minify: true,
    target: TARGET,
    tsconfig: "tsconfig.json",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0]!.text.trim();
  // an inline script ends at the first "</script", whatever the code meant by it
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: its bundle holds "</script" or "<!--"`);
  return code;
}

export function buildInlineScripts(): InlineScripts {
  const built = {} as InlineScripts;
  for (const [name, entry] of Object.entries(ENTRIES) as [InlineScriptName, string][]) {
    const code = bundle(entry);
    built[name] = { code, hash: cspHash(code) };
  }
  return built;
}
