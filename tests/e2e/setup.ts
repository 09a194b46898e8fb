import { afterAll } from "vitest";
import { closeBrowser } from "./support";

// Each file connects to the shared Chromium once (support.ts); this lets go of it afterwards.
afterAll(closeBrowser);
