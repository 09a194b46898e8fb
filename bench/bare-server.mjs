// A bare Fastify in its own process, the yardstick of bench/http.ts: answers every GET with the
// bytes the app answered one request with (body and headers), and does nothing else.
// node bench/bare-server.mjs <body file> <headers json file>; prints the port once listening.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
/** @type {Record<string, string>} */
const headers = JSON.parse(readFileSync(headersFile, "utf8"));
const app = Fastify({ logger: false });
app.get("/*", (_request, reply) => reply.headers(headers).send(body));
await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${app.server.address().port}\n`);
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
