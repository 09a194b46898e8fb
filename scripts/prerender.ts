// Prerenders, at build time, the pages a signed-out visitor lands on (shared/routes.ts marks them):
// src/client/prerender.tsx is built for Node (dist/prerender/), renders each path, and the page
// template (server/pages/template.ts, the built index.html) writes each page, sent paint first
// (server/pages/critical-css.ts: its critical CSS inline, scripts after the first paint), under
// dist/client/.prerendered/ (never served as files; server/pages/delivery.ts sends them to visitors
// without a session). Run with tsx (package.json's build).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { loadBuiltClient, prerenderedFile } from "../src/server/pages/built-client.ts";
import { createCriticalCss, paintFirst } from "../src/server/pages/critical-css.ts";
import { prerenderedPages } from "../src/shared/routes.ts";

const CLIENT_DIR = "dist/client";

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

const { renderPage } = (await import(pathToFileURL("dist/prerender/prerender.js").href)) as {
  renderPage(path: string): Promise<string>;
};
const client = loadBuiltClient(CLIENT_DIR);
if (!client) throw new Error(`${CLIENT_DIR}/index.html is missing: run \`vite build\` first`);
const criticalCss = createCriticalCss(CLIENT_DIR);
rmSync(`${CLIENT_DIR}/.prerendered`, { recursive: true, force: true });
mkdirSync(`${CLIENT_DIR}/.prerendered`);
for (const { name, path } of prerenderedPages()) {
  const html = await paintFirst(
    client.template,
    { root: { mark: "prerendered", html: await renderPage(path) } },
    criticalCss,
  );
  const file = prerenderedFile(CLIENT_DIR, name);
  writeFileSync(file, html);
  console.info(`prerendered ${path} -> ${file} (${(html.length / 1024).toFixed(1)} KB)`);
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
