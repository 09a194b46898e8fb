/** The app's configuration for tests: defaults plus overrides, without reading process.env. */
import { type Config, loadConfig } from "@/server/config";

/**
 * Port 9 (discard) on the loopback address: nothing listens there, so a provider a test forgot to
 * point at its fake fails at once instead of reaching the real service on the internet.
 */
export const CLOSED_PORT_URL = "http://127.0.0.1:9";

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SPOTIFY_API_BASE: CLOSED_PORT_URL,
    SPOTIFY_ACCOUNTS_BASE: CLOSED_PORT_URL,
    SPOTIFY_EMBED_BASE: CLOSED_PORT_URL,
    YOUTUBE_API_BASE: CLOSED_PORT_URL,
    LRCLIB_BASE: CLOSED_PORT_URL,
    REVENUECAT_API_BASE: CLOSED_PORT_URL,
    ...overrides,
  });
}
