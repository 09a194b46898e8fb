/**
 * Starts the fakes, the built app (on a fresh PGlite data folder) pointed at them, and one
 * headless Chromium; hands their addresses to the tests.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserServer, chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { type RunningFakes, startAllFakes } from "../fakes/all";
import { freePort, waitForHealth } from "../support/process";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** base URLs of the sign-in providers' fakes (POST {url}/_fake/user picks who signs in) */
    oauthFakes: { google: string; github: string; x: string };
    /** the app's PGlite folder: `npm run premium` reaches the running app through it */
    dataDir: string;
  }
}

let app: ChildProcess | undefined;
let browser: BrowserServer | undefined;
let fakes: RunningFakes | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/client/index.html")) {
    throw new Error("The app is not built: run `npm run build` first (npm run test:e2e does).");
  }
  fakes = await startAllFakes();
  dataDir = mkdtempSync(join(tmpdir(), "sf-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  app = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // behind a pretend proxy: each browser context sends its own address (support.ts)
      TRUST_PROXY: "1",
      // PUT /api/test/clock: a test that moves the clock puts it back (`{ now: null }`) when done
      TEST_CLOCK: "true",
      ...fakes.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.on("data", (d) => {
    log += d;
  });
  app.stderr?.on("data", (d) => {
    log += d;
  });
  try {
    // PGlite's first start on a new folder: 7 s idle here, over 60 s with the machine loaded
    await waitForHealth(baseURL, 180_000, () => app?.exitCode === null);
  } catch (err) {
    throw new Error(`${(err as Error).message}:\n${log}`);
  }

  browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide("baseURL", baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("oauthFakes", {
    google: fakes.oauth.google.url,
    github: fakes.oauth.github.url,
    x: fakes.oauth.x.url,
  });
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  await browser?.close();
  if (app && app.exitCode === null) {
    const exited = new Promise((r) => app?.once("exit", r));
    app.kill("SIGTERM");
    await exited;
  }
  await fakes?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
