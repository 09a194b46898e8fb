import { existsSync } from "node:fs";

/** Flags that keep Chromium from reaching for the network of a closed machine. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found)
    throw new Error("Chromium not found: `apt-get install -y chromium` (npm run test:e2e does it).");
  return found;
}
