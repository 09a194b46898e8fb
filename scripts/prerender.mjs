// Prerenders, at build time, the pages a signed-out visitor lands on: src/client/prerender.tsx is
// built for Node (dist/prerender/), renders each path, and the HTML goes into a copy of the built
// index.html under dist/client/.prerendered/ (never served as files; src/server/spa.ts sends them
// to visitors without a session). dist/client/index.html stays the empty shell signed-in pages,
// the service worker and the result page use. The pages are sent paint first (src/server/paint-first.ts:
// their critical CSS inline, scripts after the first paint). Run with tsx (package.json's build).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { createCriticalCss, paintFirstHtml } from "../src/server/paint-first.ts";
import { prerenderedPages } from "../src/shared/routes.ts";

const ROOT_DIV = '<div id="root"></div>';

await build({
  logLevel: "warn",
  build: {
    ssr: "prerender.tsx",
    outDir: "../../dist/prerender",
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: "prerender.js" } },
  },
});

const { renderPage } = await import(pathToFileURL("dist/prerender/prerender.js").href);
const shell = readFileSync("dist/client/index.html", "utf8");
const criticalCss = createCriticalCss("dist/client");
if (!shell.includes(ROOT_DIV)) throw new Error(`dist/client/index.html has no ${ROOT_DIV}`);
rmSync("dist/client/.prerendered", { recursive: true, force: true });
mkdirSync("dist/client/.prerendered");
for (const { name, path } of prerenderedPages()) {
  const body = await renderPage(path);
  const page = shell.replace(ROOT_DIV, () => `<div id="root" data-prerendered>${body}</div>`);
  const html = paintFirstHtml(page, await criticalCss(page));
  writeFileSync(`dist/client/.prerendered/${name}.html`, html);
  console.info(
    `prerendered ${path} -> dist/client/.prerendered/${name}.html (${(html.length / 1024).toFixed(1)} KB)`,
  );
}

// The server's render of /result/{id} (src/client/ssr.tsx): loaded by the running server from
// dist/ssr/ssr.js, so it carries its packages (React among them are devDependencies, ADR 010).
await build({
  logLevel: "warn",
  ssr: { noExternal: true },
  build: {
    ssr: "ssr.tsx",
    outDir: "../../dist/ssr",
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: "ssr.js" } },
  },
});
console.info("server render of /result/{id} -> dist/ssr/ssr.js");
