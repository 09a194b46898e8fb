/**
 * The built client the server delivers (dist/client), read once at start: the page template, the
 * inline scripts with the hashes the Content-Security-Policy allows, and the pages prerendered at
 * build time. No index.html: no client was built (tests of the API alone, `npm run dev`'s
 * server), and pages answer 503. A build the server cannot read stops the start.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type PrerenderedName, prerenderedPages } from "@/shared/routes";
import { INLINE_SCRIPT_NAMES, readInlineScripts } from "./inline-scripts";
import { type StaticPage, staticPage } from "./static-page";
import { type DocumentTemplate, parseTemplate } from "./template";

export interface BuiltClient {
  readonly dir: string;
  readonly template: DocumentTemplate;
  /** the CSP sources of the inline scripts the pages carry */
  readonly scriptHashes: readonly string[];
  /** the pages rendered at build time (scripts/prerender.ts), compressed once */
  readonly prerendered: ReadonlyMap<PrerenderedName, StaticPage>;
}

/** Where the build keeps the prerendered pages: under a dot, so never handed out as files. */
export function prerenderedFile(clientDir: string, name: PrerenderedName): string {
  return join(clientDir, ".prerendered", `${name}.html`);
}

export function loadBuiltClient(clientDir: string): BuiltClient | undefined {
  const file = join(clientDir, "index.html");
  if (!existsSync(file)) return undefined;
  const scripts = readInlineScripts(clientDir);
  const prerendered = new Map<PrerenderedName, StaticPage>();
  for (const { name } of prerenderedPages()) {
    const page = prerenderedFile(clientDir, name);
    if (existsSync(page)) prerendered.set(name, staticPage(readFileSync(page, "utf8")));
  }
  return {
    dir: clientDir,
    template: parseTemplate(readFileSync(file, "utf8"), file, scripts),
    scriptHashes: INLINE_SCRIPT_NAMES.map((name) => scripts[name].hash),
    prerendered,
  };
}
