/**
 * Shutting down: once close() has begun, Fastify stops accepting connections and lets requests in
 * flight finish. A request that still arrives on an open connection is answered 503 in Turkish
 * (Fastify's own answer is English), with `Connection: close` so the client goes elsewhere.
 */
import type { FastifyInstance } from "fastify";

export const SHUTTING_DOWN_MESSAGE = "Sunucu yeniden başlatılıyor. Birkaç saniye sonra tekrar dene.";

/** Call before any other hook, on an instance built with `return503OnClosing: false`. */
export function registerDraining(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header("connection", "close")
      .header("retry-after", "5")
      .send({ message: SHUTTING_DOWN_MESSAGE });
  });
}
