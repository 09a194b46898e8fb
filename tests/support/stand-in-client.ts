/**
 * A stand-in for the built client (dist/client), so the server's pages can be tested without a
 * Vite build: an index.html shaped as Vite writes it, with the real head script inlined, the real
 * inline scripts and their hashes (scripts/inline-scripts.ts), a stand-in entry and stylesheet,
 * and, when asked, prerendered pages written through the page template like the build's.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { prerenderedFile } from "@/server/pages/built-client";
import { INLINE_SCRIPTS_FILE, type InlineScripts } from "@/server/pages/inline-scripts";
import { parseTemplate, renderDocument } from "@/server/pages/template";
import type { PrerenderedName } from "@/shared/routes";
import { buildInlineScripts } from "../../scripts/inline-scripts";

export const STAND_IN_ENTRY = "/assets/index-stand-in.js";
export const STAND_IN_STYLESHEET = "/assets/index-stand-in.css";

let scripts: InlineScripts | undefined;
/** The inline scripts as the build makes them (bundled once per test process). */
export function builtInlineScripts(): InlineScripts {
  scripts ??= buildInlineScripts();
  return scripts;
}

export interface StandInOptions {
  /** the stand-in stylesheet's rules */
  css?: string;
  /** what the root of each prerendered page holds */
  prerendered?: Partial<Record<PrerenderedName, string>>;
}

export function standInIndexHtml(): string {
  return `<!doctype html>
<html lang="tr" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Şarkı Falı</title>
    <meta name="description" content="Bir sayı seç, şarkın seni bulsun." />
    <script>${builtInlineScripts().head.code}</script>
    <script type="module" crossorigin src="${STAND_IN_ENTRY}"></script>
    <link rel="stylesheet" crossorigin href="${STAND_IN_STYLESHEET}">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

export function writeStandInClient(dir: string, options: StandInOptions = {}): void {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const indexHtml = standInIndexHtml();
  write("index.html", indexHtml);
  write(INLINE_SCRIPTS_FILE, JSON.stringify(builtInlineScripts()));
  write(STAND_IN_ENTRY, "");
  write(
    STAND_IN_STYLESHEET,
    options.css ??
      "@font-face{font-family:Stand In;src:url(/assets/stand-in.woff2)}main h1{font-size:2rem}.never-used{color:red}",
  );
  const template = parseTemplate(indexHtml, "stand-in index.html", builtInlineScripts());
  for (const [name, html] of Object.entries(options.prerendered ?? {}) as [PrerenderedName, string][]) {
    mkdirSync(join(dir, ".prerendered"), { recursive: true });
    writeFileSync(
      prerenderedFile(dir, name),
      renderDocument(template, { root: { mark: "prerendered", html } }),
    );
  }
}
