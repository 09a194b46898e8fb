/**
 * On-the-fly compression of HTML and JSON (and any other compressible type) above 1 KB, brotli
 * first. Registered before every route, so it applies to the API as well as the pages. Files of
 * the build and pages made once carry their own compressed copies (pages/static-page.ts).
 */
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Requests stay as they are: a compressed body would slip past the 64 KB body limit.
    globalDecompression: false,
  });
}
