/**
 * Fal Odası under load (issue 25): 100 rooms of 8 members (800 open SSE streams) on one instance
 * (PGlite in memory, in this process). Figures: from each host's reveal request to the last member's
 * `revealed` event (p50/p95; the reveal writes 8 comments, offline composer), the resident memory
 * added per open stream (server and client sockets together: both live in this process, so this
 * overstates the server's share), and any 5xx. Aim: p95 <= 250 ms, <= 50 KB per stream, no 5xx.
 *
 * Run alone: `node --import tsx bench/rooms.ts [rooms] [members]`.
 */
import http from "node:http";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { testConfig } from "../tests/support/config";

interface Stream {
  revealedAt: Promise<number>;
  close(): void;
}

function openStream(port: number, path: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path, headers: { cookie, accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        let buffer = "";
        const revealedAt = new Promise<number>((done) => {
          res.on("data", (chunk: Buffer) => {
            buffer += chunk.toString();
            if (buffer.includes("event: revealed")) done(performance.now());
            if (buffer.length > 4096) buffer = buffer.slice(-64);
          });
        });
        resolve({ revealedAt, close: () => req.destroy() });
      },
    );
    req.on("error", reject);
  });
}

export async function benchRooms(roomCount = 100, members = 8) {
  const database = await openDatabase({ dataDir: "memory://" });
  const app = await buildApp({
    config: testConfig(),
    database,
    clientDir: "/nonexistent",
    logger: false,
    tuning: { roomStreamsPerAddress: roomCount * members + 10 },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as { port: number }).port;
  let fiveHundreds = 0;
  let address = 0;
  const inject = async (method: "GET" | "POST", url: string, payload?: object, cookie?: string) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    if (res.statusCode >= 500) fiveHundreds++;
    return res;
  };

  const rooms: { code: string; host: string; cookies: string[] }[] = [];
  for (let r = 0; r < roomCount; r++) {
    const reg = await inject("POST", "/api/auth/register", {
      email: `oda${r}.${Date.now()}@ornek.com`,
      password: "bench-sifre",
    });
    const host = reg.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const made = await inject(
      "POST",
      "/api/rooms",
      { source: { type: "ready", id: "arabesk" }, theme: "genel", name: "Ev" },
      host,
    );
    const { code } = made.json() as { code: string };
    const cookies = [host];
    for (let m = 1; m < members; m++) {
      const joined = await inject("POST", `/api/rooms/${code}/join`, { name: `Misafir ${m}` });
      const c = joined.cookies.find((x) => x.name === `sf_oda_${code}`)!;
      cookies.push(`sf_oda_${code}=${c.value}`);
    }
    for (const [i, cookie] of cookies.entries())
      await inject("POST", `/api/rooms/${code}/pick`, { number: String(i + r + 1) }, cookie);
    rooms.push({ code, host, cookies });
  }

  // settle what setting up left behind, so the difference is the streams'
  for (let i = 0; i < 3; i++) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
  const before = process.memoryUsage().rss;
  const streams: Stream[][] = [];
  for (const room of rooms) {
    streams.push(
      await Promise.all(room.cookies.map((c) => openStream(port, `/api/rooms/${room.code}/events`, c))),
    );
  }
  await new Promise((r) => setTimeout(r, 500));
  global.gc?.();
  const open = app.roomStreams.count();
  const perStreamKb = (process.memoryUsage().rss - before) / 1024 / open;

  const latencies: number[] = [];
  for (const [i, room] of rooms.entries()) {
    const start = performance.now();
    const res = await inject("POST", `/api/rooms/${room.code}/reveal`, undefined, room.host);
    if (res.statusCode !== 200) throw new Error(`reveal ${res.statusCode} ${res.body}`);
    const times = await Promise.all(streams[i]!.map((s) => s.revealedAt));
    latencies.push(Math.max(...times) - start);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
  for (const list of streams) for (const s of list) s.close();
  await app.close();
  await database.close();
  return { rooms: roomCount, streams: open, p50Ms: at(0.5), p95Ms: at(0.95), perStreamKb, fiveHundreds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rooms, members] = process.argv.slice(2).map(Number);
  benchRooms(rooms || 100, members || 8).then((r) => console.info(JSON.stringify(r)));
}
