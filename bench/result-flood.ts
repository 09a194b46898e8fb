/**
 * Review N3: one signed-out client rotating over more public draws than the page cache holds, so
 * every /result/{id} is a miss, while /api/health is timed from another address. The review saw
 * /api/health go from a median of 16 ms to 1,067 ms (480 draws, 8 in flight, 30 s). The goal
 * (issue 22): /api/health stays within 3 times its idle median.
 *
 * Run alone: `node --import tsx bench/result-flood.ts [built|source] [seconds]`
 */
import { pathToFileURL } from "node:url";
import { freePort } from "../tests/support/process";
import { clientAt, percentile, register, saveDraw, startControlServer, startWithFakes } from "./load";

export interface ResultFloodResult {
  draws: number;
  seconds: number;
  requests: number;
  /** answers by kind: "rendered" (the draw in the HTML), "shell" (the tags only), other statuses */
  answers: Record<string, number>;
  idle: { medianMs: number; p95Ms: number };
  during: { medianMs: number; p95Ms: number; maxMs: number; samples: number };
  /** during median / idle median (aim <= 3) */
  ratio: number;
  /** a bare Node server in its own process, timed the same way: what the machine itself adds */
  control: { idleMedianMs: number; duringMedianMs: number };
}

const ADDRESSES = 8;
/** comments a free account may ask for in 10 minutes, and an address (COMMENT_ADDRESS_LIMIT) */
const PER_ACCOUNT = 20;
const ACCOUNTS_PER_ADDRESS = 3;

export async function benchResultFlood(
  from: "built" | "source" = "built",
  seconds = Number(process.env.RESULT_FLOOD_SECONDS ?? 30),
  inFlight = 8,
): Promise<ResultFloodResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // PUBLIC_URL set: the fast path answers cached pages before Fastify, as in production
  const running = await startWithFakes(from, undefined, { PUBLIC_URL: base }, port);
  try {
    // 480 public draws: 8 addresses x 3 free accounts x 20 comments, within every budget
    const ids = (
      await Promise.all(
        Array.from({ length: ADDRESSES }, async (_, a) => {
          const post = clientAt(`127.0.0.${30 + a}`);
          const mine: string[] = [];
          for (let u = 0; u < ACCOUNTS_PER_ADDRESS; u++) {
            const cookie = await register(base, 1000 + a * 10 + u, post);
            for (let i = 0; i < PER_ACCOUNT; i++)
              mine.push(await saveDraw(base, cookie, a * 100 + u * 30 + i, post));
          }
          return mine;
        }),
      )
    ).flat();

    const health = clientAt("127.0.0.2");
    const timed = async (ask: () => Promise<{ arrayBuffer(): Promise<ArrayBuffer> }>) => {
      const t = performance.now();
      await (await ask()).arrayBuffer();
      return performance.now() - t;
    };
    const timeHealth = () => timed(() => health(`${base}/api/health`));
    const bare = await startControlServer();
    const controlClient = clientAt("127.0.0.3");
    const timeControl = () => timed(() => controlClient(bare.url));
    // warm: the first page starts the render worker
    await (await fetch(`${base}/result/${ids[0]}`)).arrayBuffer();
    const idle: number[] = [];
    const controlIdle: number[] = [];
    for (let i = 0; i < 100; i++) {
      idle.push(await timeHealth());
      controlIdle.push(await timeControl());
      await new Promise((r) => setTimeout(r, 20));
    }

    const visitor = clientAt("127.0.0.60");
    const answers: Record<string, number> = {};
    const during: number[] = [];
    const controlDuring: number[] = [];
    let next = 1;
    const until = performance.now() + seconds * 1000;
    const sampler = (async () => {
      while (performance.now() < until) {
        during.push(await timeHealth());
        controlDuring.push(await timeControl());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < until) {
          const res = await visitor(`${base}/result/${ids[next++ % ids.length]}`);
          const body = await res.text();
          const kind =
            res.status !== 200
              ? String(res.status)
              : body.includes("data-prerendered")
                ? "rendered"
                : "shell";
          answers[kind] = (answers[kind] ?? 0) + 1;
        }
      }),
    );
    await sampler;
    bare.stop();
    const i = idle.sort((x, y) => x - y);
    const d = during.sort((x, y) => x - y);
    const idleMedian = percentile(i, 0.5);
    return {
      draws: ids.length,
      seconds,
      requests: Object.values(answers).reduce((a, b) => a + b, 0),
      answers,
      idle: { medianMs: idleMedian, p95Ms: percentile(i, 0.95) },
      during: {
        medianMs: percentile(d, 0.5),
        p95Ms: percentile(d, 0.95),
        maxMs: d.at(-1)!,
        samples: d.length,
      },
      ratio: percentile(d, 0.5) / idleMedian,
      control: {
        idleMedianMs: percentile(
          controlIdle.sort((x, y) => x - y),
          0.5,
        ),
        duringMedianMs: percentile(
          controlDuring.sort((x, y) => x - y),
          0.5,
        ),
      },
    };
  } finally {
    await running.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [from = "built", seconds] = process.argv.slice(2);
  const r = await benchResultFlood(from as "built" | "source", seconds ? Number(seconds) : undefined);
  console.info(JSON.stringify(r, null, 2));
}
