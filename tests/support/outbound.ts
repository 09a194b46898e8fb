import { createOutbound } from "@/server/http/outbound";

/** The real outbound client, allowed to reach only the given fakes. */
export function testOutbound(hosts: string[], options: { maxRetryWaitMs?: number } = {}) {
  return createOutbound({
    allowedHosts: hosts,
    userAgent: "test",
    maxRetryWaitMs: options.maxRetryWaitMs ?? 5_000,
  });
}
