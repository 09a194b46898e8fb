/**
 * `npm run test:container` (kept out of `npm test`: it takes minutes): builds the image, brings
 * compose.yaml up under a project name of its own (PostgreSQL, two app instances, Caddy) on free
 * ports of 127.0.0.1, and through Caddy signs up and saves a draw, checks that both instances
 * answered (each instance's own /metrics), that /metrics is refused without the token, takes a
 * backup and restores it into an empty database, stops one instance (it must exit cleanly on
 * SIGTERM) and keeps working on the other, then tears everything down, volumes included.
 *
 * Needs Docker and docker-compose (v1) or `docker compose`; here ../shared/tools/container-images.sh
 * provides them and local stand-ins for the base images. Traffic goes to 127.0.0.1 only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { drawBody } from "../src/shared/draw-body";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const IMAGE = "sarki-fali:latest";
const project = `sarkifali-ct${process.pid}`;
const started = performance.now();
const log = (line: string) =>
  console.info(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const composeCommand: string[] =
  spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0
    ? ["docker", "compose"]
    : ["docker-compose"];

const [httpPort, httpsPort] = [await freePort(), await freePort()];
const metricsToken = randomBytes(24).toString("hex");
const env = {
  ...process.env,
  POSTGRES_PASSWORD: randomBytes(16).toString("hex"),
  METRICS_TOKEN: metricsToken,
  HTTP_PORT: String(httpPort),
  HTTPS_PORT: String(httpsPort),
  BIND_ADDRESS: "127.0.0.1",
  DOMAIN: "",
  PUBLIC_URL: "",
  // nothing leaves the machine: lyrics lookups fail at once and the offline composer writes
  LRCLIB_BASE: "http://127.0.0.1:9",
};

function compose(args: string[], options: { quiet?: boolean; input?: string } = {}): string {
  const [command, ...rest] = composeCommand;
  return execFileSync(command!, [...rest, "-p", project, "-f", "compose.yaml", ...args], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    input: options.input,
    stdio: ["pipe", "pipe", options.quiet ? "pipe" : "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${what}`);
  log(`ok: ${what}`);
}

const base = `http://127.0.0.1:${httpPort}`;

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

async function waitReady(timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  let last = "";
  while (performance.now() < until) {
    try {
      const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(3_000) });
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`not ready through Caddy within ${timeoutMs / 1000} s (${last})`);
}

/** One instance's own /metrics, read from inside its container (Caddy would alternate). */
function instanceMetrics(service: string): string {
  const script = `fetch("http://127.0.0.1:5000/metrics",{headers:{authorization:"Bearer "+process.env.METRICS_TOKEN}}).then(r=>r.text()).then(t=>process.stdout.write(t))`;
  return compose(["exec", "-T", service, "node", "-e", script], { quiet: true });
}

/** The sum of a series' samples whose line includes `match`. */
function sum(text: string, series: string, match: string): number {
  let total = 0;
  for (const line of text.split("\n")) {
    if (line.startsWith(`${series}{`) && line.includes(match)) total += Number(line.split(" ").at(-1));
  }
  return total;
}

async function saveDraw(cookie: string, number: string): Promise<string> {
  const track = { id: "csv:1", title: "Gülpembe", artist: "Barış Manço" };
  const comment = await call(
    "POST",
    "/api/comment",
    { track, theme: "genel", number, salt: `ct-${number}` },
    cookie,
  );
  check(comment.status === 200, `a comment written through Caddy (${comment.status})`);
  const written = comment.json() as { commentId: string; headline: string; short: string; long: string };
  const saved = await call(
    "POST",
    "/api/draws",
    drawBody(written, track, { number, sourceType: "csv" }),
    cookie,
  );
  check(saved.status === 201, `the draw saved through Caddy (${saved.status})`);
  return (saved.json() as { id: string }).id;
}

let failed = false;
try {
  log(`building ${IMAGE} (docker build --network host)`);
  execFileSync("docker", ["build", "--network", "host", "-q", "-t", IMAGE, "."], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const size = Number(
    execFileSync("docker", ["image", "inspect", "-f", "{{.Size}}", IMAGE], { encoding: "utf8" }),
  );
  log(`image size: ${(size / 1e6).toFixed(0)} MB`);

  log(`compose up (project ${project}, Caddy on ${base})`);
  compose(["up", "-d", "--no-build"]);
  await waitReady(240_000);
  check(true, "ready through Caddy");

  const email = `kapsayici.${Date.now()}@ornek.com`;
  const registered = await call("POST", "/api/auth/register", { email, password: "gizli-sifre-123" });
  check(registered.status === 201, `signed up through Caddy (${registered.status})`);
  const cookie = registered.headers.get("set-cookie")?.split(";")[0] ?? "";
  check(cookie.length > 0, "a session cookie came back");
  const drawId = await saveDraw(cookie, "7");
  const shown = await call("GET", `/api/draws/${drawId}`, undefined, cookie);
  check(shown.status === 200, "the draw is read back");

  for (let i = 0; i < 12; i++) {
    const config = await call("GET", "/api/config");
    if (config.status !== 200) throw new Error(`/api/config answered ${config.status}`);
  }
  const own = { app1: instanceMetrics("app1"), app2: instanceMetrics("app2") };
  const requests = "sarkifali_http_request_duration_seconds_count";
  const seen = {
    app1: sum(own.app1, requests, 'route="/api/config"'),
    app2: sum(own.app2, requests, 'route="/api/config"'),
  };
  check(
    seen.app1 > 0 && seen.app2 > 0,
    `both instances answered (/api/config: app1 ${seen.app1}, app2 ${seen.app2})`,
  );
  const drawsWritten =
    sum(own.app1, "sarkifali_draws_written_total", 'source="csv"') +
    sum(own.app2, "sarkifali_draws_written_total", 'source="csv"');
  check(drawsWritten === 1, `the draw counted once, by the instance that saved it (${drawsWritten})`);

  const refused = await fetch(`${base}/metrics`);
  check(refused.status === 401, `/metrics without the token refused (${refused.status})`);
  const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const metrics = await scraped.text();
  check(
    scraped.status === 200 && metrics.includes("# TYPE sarkifali_draws_written_total counter"),
    "/metrics with the token answers the Prometheus text",
  );

  // a backup of the PostgreSQL database while both instances run, restored into an empty folder
  // (PGlite) inside app2's container: the same rows come back
  const backup = compose(
    ["exec", "-T", "app2", "npm", "run", "--silent", "backup", "--", "/tmp/backup.jsonl.gz"],
    {
      quiet: true,
    },
  );
  const backedUp = /(\d+) tables, (\d+) rows/.exec(backup);
  check(backedUp, `backup while running: ${backup.trim()}`);
  const restore = compose(
    [
      "exec",
      "-T",
      "-e",
      "DATABASE_URL=",
      "-e",
      "DATA_DIR=/tmp/restored",
      "app2",
      "npm",
      "run",
      "--silent",
      "restore",
      "--",
      "/tmp/backup.jsonl.gz",
    ],
    { quiet: true },
  );
  const restored = /(\d+) tables, (\d+) rows/.exec(restore);
  check(restored?.[2] === backedUp[2], `restored into an empty folder: ${restore.trim()}`);

  log("stopping app1 (SIGTERM)");
  const stopStarted = performance.now();
  compose(["stop", "app1"]);
  const stopSeconds = (performance.now() - stopStarted) / 1000;
  const app1 = compose(["ps", "-q", "app1"], { quiet: true }).trim();
  const exit = execFileSync("docker", ["inspect", "-f", "{{.State.ExitCode}}", app1], {
    encoding: "utf8",
  }).trim();
  check(exit === "0", `app1 shut down cleanly in ${stopSeconds.toFixed(1)} s (exit code ${exit})`);
  let ok = 0;
  for (let i = 0; i < 10; i++)
    if ((await call("GET", "/api/auth/user", undefined, cookie)).status === 200) ok++;
  check(ok === 10, `with app1 stopped, 10 of 10 requests answered (${ok})`);
  await saveDraw(cookie, "8");
  const mine = await call("GET", "/api/draws", undefined, cookie);
  const listed = mine.status === 200 ? (mine.json() as { draws: unknown[] }).draws.length : 0;
  check(listed === 2, `history lists both draws, the one saved before the stop included (${listed})`);
} catch (err) {
  failed = true;
  console.error((err as Error).message);
  try {
    console.error(compose(["logs", "--tail", "40"], { quiet: true }));
  } catch {
    // the logs are a courtesy
  }
} finally {
  log("tearing down (compose down -v)");
  try {
    compose(["down", "-v", "--remove-orphans"], { quiet: true });
  } catch (err) {
    console.error(`compose down failed: ${(err as Error).message}`);
    failed = true;
  }
}
log(failed ? "test:container FAILED" : "test:container passed");
process.exitCode = failed ? 1 : 0;
