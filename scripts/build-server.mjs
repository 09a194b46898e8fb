// Bundles the server into dist/server/main.js, writes the embedded database's seed
// (dist/server/pglite-seed.tar.gz), the preview images' and the result pages' worker threads into
// dist/server/og-render-worker.js and result-render-worker.js and the operator command into dist/server/premium.js
// (`npm run premium`; dependencies stay external), and copies the SQL migrations next to them.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/server/main.ts",
    // loaded by share/og-image/render-pool.ts as ./og-render-worker.js
    "og-render-worker": "src/server/share/og-image/render-worker.ts",
    // loaded by share/result-render-pool.ts as ./result-render-worker.js
    "result-render-worker": "src/server/share/result-render-worker.ts",
    // run by db/pglite-seed.ts as ./pglite-prepare.js: makes a new embedded database folder
    "pglite-prepare": "src/server/cli/pglite-prepare.ts",
    premium: "src/server/cli/premium.ts",
    // `npm run push -- test <email>` (ADR 041)
    push: "src/server/cli/push.ts",
    // `npm run backup` / `npm run restore` (ADR 031)
    backup: "src/server/cli/backup.ts",
    // run below: writes the embedded database's empty cluster (src/server/db/pglite-seed.ts)
    "pglite-seed": "src/server/cli/pglite-seed.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
// initdb once here, in its own process, rather than in the app's on its first start (~850 MB peak)
execFileSync(process.execPath, ["dist/server/pglite-seed.js", "dist/server/pglite-seed.tar.gz"], {
  stdio: "inherit",
});
console.info(
  "server built: dist/server/main.js, og-render-worker.js, result-render-worker.js, premium.js, push.js",
);
