/**
 * Which addresses a push subscription may name (ADR 041): the server calls a subscription's
 * endpoint, so one aimed anywhere but a push service would make the server a messenger to any
 * address. Entries are PUSH_ALLOWED_HOSTS': "host", "host:port" or "*.domain"; https always.
 */
import { matchHost } from "../http/outbound";

export function isPushEndpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  return matchHost(url, allowedHosts) !== null;
}
