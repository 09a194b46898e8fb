// Bundles the server into dist/server/main.js (dependencies stay external) and copies the
// SQL migrations and server assets next to it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
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
console.info("server built: dist/server/main.js");
