import { afterEach, beforeEach, vi } from "vitest";

// A test that logs console.error is a failing test (docs/style.md).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
