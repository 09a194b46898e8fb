/**
 * The built app for a bench that drives a browser: its own process on a new data folder, offline
 * (no lyrics service, no model), stopped and its folder removed afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium";
import { CLOSED_PORT_URL } from "../tests/support/config";
import { startAppProcess } from "../tests/support/process";

/** Runs `run` against the built app (its base address); null when there is no build. */
export async function withBuiltApp<T>(name: string, run: (base: string) => Promise<T>): Promise<T | null> {
  if (!existsSync("dist/server/main.js")) return null;
  const dataDir = mkdtempSync(join(tmpdir(), `sf-${name}-`));
  try {
    const app = await startAppProcess({
      from: "built",
      dataDir,
      env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "" },
    });
    try {
      return await run(app.base);
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `run` with Debian's Chromium, headless, closed afterwards. */
export async function withChromium<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
