import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "tests/integration/**/*.test.ts",
      "tests/setup/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    // one empty PGlite cluster for every in-memory test database (no initdb per database)
    globalSetup: ["tests/setup/pglite-seed.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Tests never leave the machine: a request to anything but loopback fails the test.
    setupFiles: ["tests/setup/no-network.ts", "tests/setup/fail-on-console-error.ts"],
  },
});
