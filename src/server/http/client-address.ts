/**
 * The one place a per-address budget gets its key (ADR 033). Biome's plugin
 * `lint/no-raw-client-address.grit` refuses `request.ip` (and the socket's address) anywhere else in
 * the server, so a new limit cannot count by the raw address by mistake.
 *
 * - IPv4: the address itself.
 * - IPv4 written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports): that IPv4
 *   address, so one client is one key whichever way the socket spells it.
 * - IPv6: the /64 it belongs to. A subscriber, a phone or a server is given a whole /64 (RFC 6177,
 *   RIPE-690) and picks addresses in it freely, so counting per /128 gives each client 2^64 budgets.
 */
import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

/** The key of a client address as every per-address budget counts it. */
export function addressKey(address: string | undefined): string {
  if (!address) return "unknown";
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process(): an IPv4-mapped IPv6 address comes back as the IPv4 address
    parsed = ipaddr.process(address);
  } catch {
    // not an address (a socket that is already gone): counted under what it says, never thrown
    return address;
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, d!, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * A limit's key for the client's address (the socket's, or what a proxy that TRUST_PROXY believes
 * says): `config.rateLimit: { …, key: byAddress }`, or `byAddress(request)` for a hand-made key.
 */
export const byAddress = (request: FastifyRequest): string => addressKey(request.ip);
