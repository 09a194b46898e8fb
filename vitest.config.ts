import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
  },
});
