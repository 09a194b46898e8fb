import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// End-to-end: real Chromium (Debian's) driven by playwright-core against the built app, which
// talks to the fakes in tests/fakes. One file at a time: the machine has two cores.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    // The browser is kept offline by support.ts; the test processes by the network guard.
    setupFiles: ["tests/setup/no-network.ts", "tests/e2e/setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page may take a moment on a loaded two-core machine; polls wait up to 10 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
