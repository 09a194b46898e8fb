import { afterAll, afterEach } from "vitest";
import { installNetworkGuard, takeViolations } from "./network-guard";

// docs/style.md: an unexpected outbound request fails the test, even when the code under test
// caught the guard's error and answered something else.
installNetworkGuard();

function failOnViolations(when: string) {
  const refused = takeViolations();
  if (refused.length > 0) {
    throw new Error(`${when} tried to reach non-local addresses: ${refused.join(", ")}`);
  }
}

afterEach(() => failOnViolations("This test (or a beforeAll before it)"));
afterAll(() => failOnViolations("This file's set-up or tear-down"));
