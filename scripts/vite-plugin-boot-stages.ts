/**
 * The entry (src/client/main.tsx) imports the app's stages dynamically so that each is evaluated
 * in a task of its own; this plugin puts modulepreload links for those stages (and the chunks they
 * import) into index.html beside the entry's, so they are fetched with it rather than one after
 * another. The server's pages take them from there (server/pages/template.ts reads the links), and
 * the paint-first boot script preloads them all at once.
 */
import type { OutputBundle, OutputChunk } from "rolldown";
import type { HtmlTagDescriptor, Plugin } from "vite";

/** The chunks `entry` imports dynamically, with what they import, minus what the entry imports itself. */
export function stageChunks(entry: OutputChunk, bundle: OutputBundle): string[] {
  const eager = new Set<string>();
  const addStatic = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") for (const next of chunk.imports) addStatic(next, into);
  };
  addStatic(entry.fileName, eager);
  const stages = new Set<string>();
  for (const file of entry.dynamicImports) addStatic(file, stages);
  return [...stages].filter((file) => !eager.has(file));
}

export function bootStages(): Plugin {
  let base = "/";
  return {
    name: "boot-stages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.chunk || !ctx.bundle) return [];
        return stageChunks(ctx.chunk, ctx.bundle as OutputBundle).map(
          (file): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` },
            injectTo: "head",
          }),
        );
      },
    },
  };
}
