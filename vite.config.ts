import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { bootStages } from "./scripts/vite-plugin-boot-stages.ts";
import { inlineScripts } from "./scripts/vite-plugin-inline-scripts.ts";
import { pwa } from "./scripts/vite-plugin-pwa.ts";

/** The npm package a module path lies in (the innermost node_modules), or null. */
function packageOf(id: string): string | null {
  const path = id.replaceAll("\\", "/");
  const at = path.lastIndexOf("/node_modules/");
  if (at === -1) return null;
  return /^((?:@[^/]+\/)?[^/]+)/.exec(path.slice(at + "/node_modules/".length))?.[1] ?? null;
}

/** The web fonts in src/client/fonts/ are subsets of these packages' files (scripts/subset-fonts.mjs). */
const FONT_PACKAGES: [RegExp, string][] = [
  [/(^|\/)fonts\/inter-/, "@fontsource-variable/inter"],
  [/(^|\/)fonts\/cormorant-/, "@fontsource-variable/cormorant-garamond"],
];

/**
 * Ships THIRD-PARTY-NOTICES.txt with the client (the bundle is minified: the licences of the code
 * in it must travel beside it) and records which packages the bundle holds, so
 * `scripts/third-party-notices.mjs --check` can tell when the notices miss one.
 */
function thirdPartyNotices(): Plugin {
  return {
    name: "third-party-notices",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const packages = new Set<string>();
      for (const item of Object.values(bundle)) {
        // chunks name their modules; assets (fonts) the files they came from
        const sources = item.type === "chunk" ? item.moduleIds : (item.originalFileNames ?? []);
        for (const id of sources) {
          const name = packageOf(id) ?? FONT_PACKAGES.find(([re]) => re.test(id))?.[1];
          if (name) packages.add(name);
        }
      }
      // CSS pulled in by `@import "package"` (Tailwind's base styles) leaves no module of its own.
      for (const id of this.getModuleIds()) {
        if (!id.endsWith(".css") || packageOf(id)) continue;
        for (const [, specifier] of readFileSync(id, "utf8").matchAll(/@import\s+["']([^"'.][^"']*)["']/g)) {
          const name = /^((?:@[^/]+\/)?[^/]+)/.exec(specifier!)?.[1];
          if (name) packages.add(name);
        }
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/bundled-packages.json",
        source: `${JSON.stringify([...packages].sort(), null, 2)}\n`,
      });
      this.emitFile({
        type: "asset",
        fileName: "THIRD-PARTY-NOTICES.txt",
        source: readFileSync(fileURLToPath(new URL("./THIRD-PARTY-NOTICES.txt", import.meta.url))),
      });
    },
  };
}

/** The chunks every page's boot loads (codeSplitting below), besides the entry and its stylesheet. */
const REACT_CHUNK = "react";
const APP_CORE_CHUNK = "app-core";
/** What every page's boot loads before any page: the entry, React, the app's core, the stylesheet. */
const BOOT_FILE = new RegExp(`(^|/)(index|${REACT_CHUNK}|${APP_CORE_CHUNK})-[\\w-]+\\.(js|css)$`);

const apiPort = process.env.API_PORT ?? "5001";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    thirdPartyNotices(),
    inlineScripts(),
    bootStages(),
    pwa({ faviconPath: fileURLToPath(new URL("./src/client/public/favicon.svg", import.meta.url)) }),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // No source maps: they would publish the client's source (the dev server has its own).
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
    // Every supported browser has modulepreload (Chrome 66, Safari 17, Firefox 115).
    modulePreload: {
      polyfill: false,
      // Every lazy import made the entry's stages carry the file names of what it imports, to
      // preload them with it: ~1 KB brotli of names on the landing page, which has an 80 KB budget.
      // Pages keep that (a page's imports arrive with it); the shell's lazy pieces (toasts, user
      // menu, mailed links, …) fetch their few imports after them.
      // Neither lists what the boot has already loaded (React, the app's core, the entry and its
      // stylesheet): preloading it again does nothing, and its names cost the landing page bytes.
      resolveDependencies: (filename, deps) =>
        (/-page-[\w-]+\.js$/.test(filename) ? deps : deps.filter((d) => d.endsWith(".css"))).filter(
          (d) => !BOOT_FILE.test(d),
        ),
    },
    rolldownOptions: {
      output: {
        // React and React DOM in one chunk: the boot's first stage (src/client/main.tsx), and one
        // file compresses better than three
        codeSplitting: {
          groups: [
            { name: REACT_CHUNK, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // what every page's first stage needs, in one file however many lazy pages share it
            // (a new lazy page once split it into five and cost the landing page 1 KB)
            {
              name: APP_CORE_CHUNK,
              test: /[\\/]node_modules[\\/](@tanstack|wouter)[\\/]|[\\/]src[\\/]client[\\/](lib[\\/](query-client|query-keys)|components[\\/]ui[\\/]spinner)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
