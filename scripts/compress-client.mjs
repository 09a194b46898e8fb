// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client,
// so @fastify/static (preCompressed, src/server/pages/delivery.ts) sends them as they are: brotli at
// its strongest level costs the build a second once instead of every request. Runs last in
// `npm run build`, after anything else that writes into dist/client. Files under 1 KB and those
// already compressed (fonts, images) are left alone; a copy no smaller than the file is dropped.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const MIN_BYTES = 1024;

export function compressDir(dir) {
  const written = [];
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(name));
    // .vite/ (the manifests) and .prerendered/ (the server compresses those pages itself) are never
    // sent as files
    if (!COMPRESSIBLE.test(path) || String(name).startsWith(".")) continue;
    const stat = statSync(path);
    if (!stat.isFile() || stat.size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const variants = {
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: gzipSync(raw, { level: 9 }),
    };
    for (const [ext, bytes] of Object.entries(variants)) {
      const target = `${path}.${ext}`;
      if (bytes.length < raw.length) {
        writeFileSync(target, bytes);
        written.push(target);
      } else {
        try {
          unlinkSync(target);
        } catch {}
      }
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = compressDir(process.argv[2] ?? "dist/client");
  console.info(`compressed: ${written.length} .br/.gz files written`);
}
