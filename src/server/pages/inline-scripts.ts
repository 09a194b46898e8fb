/**
 * The inline scripts the pages carry, as the build wrote them (scripts/inline-scripts.ts bundles
 * client/inline/*.ts and writes their code and CSP hashes into the built client): the server
 * allows exactly these by hash and never keeps a copy of its own.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const INLINE_SCRIPT_NAMES = ["head", "paintFirstBoot"] as const;
export type InlineScriptName = (typeof INLINE_SCRIPT_NAMES)[number];

export interface InlineScript {
  code: string;
  /** the Content-Security-Policy source that allows it: 'sha256-…' */
  hash: string;
}

export type InlineScripts = Record<InlineScriptName, InlineScript>;

/** The Content-Security-Policy source allowing an inline script of exactly this text. */
export function cspHash(code: string): string {
  return `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
}

/** Beside Vite's own manifest, in a folder the server never hands out (its paths start with a dot). */
export const INLINE_SCRIPTS_FILE = ".vite/inline-scripts.json";

/** The built client's inline scripts; a build without them is refused with what to do. */
export function readInlineScripts(clientDir: string): InlineScripts {
  const file = join(clientDir, INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the client with \`npm run build\``);
  }
  const scripts = JSON.parse(readFileSync(file, "utf8")) as Partial<InlineScripts>;
  for (const name of INLINE_SCRIPT_NAMES) {
    const script = scripts[name];
    if (typeof script?.code !== "string" || typeof script.hash !== "string") {
      throw new Error(`${file} has no "${name}" script: build the client with \`npm run build\``);
    }
  }
  return scripts as InlineScripts;
}
