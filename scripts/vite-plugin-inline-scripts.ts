/**
 * Puts the head script (client/inline/head-script.ts) into index.html's <head> through Vite's tag
 * API, and writes every inline script with its CSP hash to dist/client/.vite/inline-scripts.json
 * for the server (server/pages/inline-scripts.ts). In development each page load bundles the
 * script afresh, so an edit shows on the next reload.
 */
import type { Plugin } from "vite";
import { INLINE_SCRIPTS_FILE, type InlineScripts } from "../src/server/pages/inline-scripts.ts";
import { buildInlineScripts } from "./inline-scripts.ts";

export function inlineScripts(): Plugin {
  let built: InlineScripts | undefined;
  let building = false;
  return {
    name: "inline-scripts",
    // the server-side builds (scripts/prerender.ts) render no index.html
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      building = config.command === "build";
    },
    transformIndexHtml: {
      // before Vite adds the app's tags, so the theme is set before the stylesheet link is met
      order: "pre",
      handler() {
        if (!building || !built) built = buildInlineScripts();
        return [{ tag: "script", children: built.head.code, injectTo: "head" }];
      },
    },
    generateBundle() {
      built ??= buildInlineScripts();
      this.emitFile({
        type: "asset",
        fileName: INLINE_SCRIPTS_FILE,
        source: `${JSON.stringify(built, null, 2)}\n`,
      });
    },
  };
}
