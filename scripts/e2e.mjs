// Installs what the browser tests need (Debian's Chromium when missing), builds the app, runs
// the end-to-end suite.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

if (!process.env.CHROMIUM_PATH && !existsSync("/usr/bin/chromium")) {
  console.info("Chromium is missing: installing Debian's package (needs root and apt).");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
  );
}
if (process.env.SKIP_BUILD !== "1") run("npm run build");
const extra = process.argv.slice(2).join(" ");
run(`npx vitest run -c vitest.e2e.config.ts ${extra}`);
