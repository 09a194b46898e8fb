/** `node --import tsx bench/http-only.ts`: only the HTTP part of `npm run bench`. */
import { benchHttp } from "./http";

async function main() {
  const h = await benchHttp();
  if (!h) throw new Error("run `npm run build` first");
  for (const r of h.rows) {
    const ratio = ((100 * r.requestsPerSecond) / r.bareRequestsPerSecond).toFixed(0);
    console.info(
      `${r.name}: ${r.requestsPerSecond.toFixed(0)} req/s (p99 ${r.p99Ms} ms, ${r.non2xx} non-2xx); bare Fastify, same ${r.bytes} bytes: ${r.bareRequestsPerSecond.toFixed(0)} req/s; ${ratio}%`,
    );
  }
}
void main();
