import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOutbound,
  hostAllowed,
  isPublicAddress,
  type LookupFunction,
  matchHost,
  OutboundError,
} from "./outbound";

/** A tiny server on 127.0.0.1 that records the paths it was asked for. */
async function listen(handler: (path: string, res: import("node:http").ServerResponse) => void) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req.url ?? "", res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return { hits, port, close: () => new Promise((r) => server.close(r)) };
}

/** Resolves every name to the given address, as a hostile or rebinding DNS would. */
const resolvesTo =
  (address: string, seen: string[] = []): LookupFunction =>
  (hostname, _options, callback) => {
    seen.push(hostname);
    callback(null, [{ address, family: address.includes(":") ? 6 : 4 }]);
  };

let target: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  target = await listen((_path, res) => res.writeHead(200, { "content-type": "image/png" }).end("png"));
});
afterAll(() => target.close());

describe("allow-list with ports", () => {
  it("an entry without a port allows only the scheme's default port", () => {
    const list = ["i.scdn.co", "*.ytimg.com"];
    expect(hostAllowed(new URL("https://i.scdn.co/image/x"), list)).toBe(true);
    expect(hostAllowed(new URL("https://i.scdn.co:443/image/x"), list)).toBe(true);
    expect(hostAllowed(new URL("http://i.scdn.co/image/x"), list)).toBe(true);
    // the review's reproduction: any port used to pass
    expect(hostAllowed(new URL("https://I.SCDN.CO:22/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://i.scdn.co:8443/x"), list)).toBe(false);
    expect(hostAllowed(new URL("http://i.scdn.co:443/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://a.ytimg.com:6379/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://a.ytimg.com/x"), list)).toBe(true);
  });

  it("an entry with a port allows exactly that port", () => {
    const list = ["127.0.0.1:4567", "*.cdn.example:8443", "media.example:443"];
    expect(hostAllowed(new URL("http://127.0.0.1:4567/x"), list)).toBe(true);
    expect(hostAllowed(new URL("http://127.0.0.1:4568/x"), list)).toBe(false);
    expect(hostAllowed(new URL("http://127.0.0.1/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://a.cdn.example:8443/x"), list)).toBe(true);
    expect(hostAllowed(new URL("https://a.cdn.example/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://media.example/x"), list)).toBe(true);
  });

  it("media: https only, except to an entry that names its port", () => {
    const list = ["i.scdn.co", "127.0.0.1:4567"];
    expect(hostAllowed(new URL("http://i.scdn.co/x"), list, true)).toBe(false);
    expect(hostAllowed(new URL("https://i.scdn.co/x"), list, true)).toBe(true);
    expect(hostAllowed(new URL("http://127.0.0.1:4567/x"), list, true)).toBe(true);
  });

  it("never matches other schemes, credentials in the URL or look-alike names", () => {
    const list = ["i.scdn.co", "*.scdn.co"];
    expect(hostAllowed(new URL("ftp://i.scdn.co/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://user@i.scdn.co/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://i.scdn.co.evil.example/x"), list)).toBe(false);
    expect(hostAllowed(new URL("https://evilscdn.co/x"), list)).toBe(false);
    expect(matchHost(new URL("https://x.scdn.co/"), list)).toEqual({ exact: false, pinned: false });
    expect(matchHost(new URL("https://i.scdn.co/"), list)).toEqual({ exact: true, pinned: false });
  });

  it("tells public addresses from private, loopback, link-local and unique-local ones", () => {
    for (const a of ["8.8.8.8", "151.101.2.1", "2a00:1450:4001:80b::200e"]) {
      expect(isPublicAddress(a)).toBe(true);
    }
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "not an address",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});

describe("outbound requests", () => {
  it("refuses https://I.SCDN.CO:22/x without connecting", async () => {
    const seen: string[] = [];
    const outbound = createOutbound({
      allowedHosts: ["i.scdn.co"],
      userAgent: "t",
      httpsOnly: true,
      lookup: resolvesTo("127.0.0.1", seen),
    });
    await expect(outbound.request("https://I.SCDN.CO:22/x")).rejects.toMatchObject({
      kind: "host-not-allowed",
    });
    expect(seen).toEqual([]);
  });

  it("refuses a name (allowed by a wildcard) that resolves to 127.0.0.1; the server sees nothing", async () => {
    target.hits.length = 0;
    const seen: string[] = [];
    const outbound = createOutbound({
      // *.localhost passes the tests' network guard; the lookup below answers for it
      allowedHosts: [`*.media.localhost:${target.port}`],
      userAgent: "t",
      lookup: resolvesTo("127.0.0.1", seen),
    });
    const err = await outbound.request(`http://cdn.media.localhost:${target.port}/cover.png`).catch((e) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect(err.kind).toBe("host-not-allowed");
    expect(err.message).toContain("non-public address (127.0.0.1)");
    expect(seen).toEqual(["cdn.media.localhost"]);
    expect(target.hits).toEqual([]);

    // the same name resolving to a mapped or link-local address is refused as well
    for (const address of ["::ffff:127.0.0.1", "169.254.169.254"]) {
      const other = createOutbound({
        allowedHosts: [`*.media.localhost:${target.port}`],
        userAgent: "t",
        lookup: resolvesTo(address),
      });
      await expect(other.request(`http://cdn.media.localhost:${target.port}/x`)).rejects.toMatchObject({
        kind: "host-not-allowed",
      });
    }
  });

  it("lets a host named exactly reach its private address (a local model, the tests' fakes)", async () => {
    target.hits.length = 0;
    const byName = createOutbound({
      allowedHosts: [`model.localhost:${target.port}`],
      userAgent: "t",
      lookup: resolvesTo("127.0.0.1"),
    });
    const res = await byName.request(`http://model.localhost:${target.port}/v1`);
    expect(res.text()).toBe("png");
    const byAddress = createOutbound({ allowedHosts: [`127.0.0.1:${target.port}`], userAgent: "t" });
    expect((await byAddress.request(`http://127.0.0.1:${target.port}/a`)).status).toBe(200);
    expect(target.hits).toEqual(["/v1", "/a"]);
  });

  it("refuses a redirect to a name that resolves to a private address", async () => {
    const redirector = await listen((_path, res) =>
      res.writeHead(302, { location: "http://internal.media.localhost/admin" }).end(),
    );
    try {
      const seen: string[] = [];
      const outbound = createOutbound({
        allowedHosts: [`127.0.0.1:${redirector.port}`, "*.media.localhost"],
        userAgent: "t",
        lookup: resolvesTo("10.0.0.7", seen),
      });
      const err = await outbound.request(`http://127.0.0.1:${redirector.port}/start`).catch((e) => e);
      expect(err).toMatchObject({ kind: "host-not-allowed" });
      expect(err.message).toContain("non-public address (10.0.0.7)");
      expect(redirector.hits).toEqual(["/start"]);
      expect(seen).toEqual(["internal.media.localhost"]);
    } finally {
      await redirector.close();
    }
  });

  it("a media client refuses plain http to a host listed without a port", async () => {
    const outbound = createOutbound({ allowedHosts: ["i.scdn.co"], userAgent: "t", httpsOnly: true });
    await expect(outbound.request("http://i.scdn.co/image/abc")).rejects.toMatchObject({
      kind: "host-not-allowed",
    });
  });
});

describe("living beside Node's own fetch", () => {
  it("leaves Node's fetch working for requests that set Content-Length (arctic's token requests)", async () => {
    // This module loads the undici package; Node 20's fetch must still own the global dispatcher.
    const echo = await listen((_path, res) => res.end("ok"));
    try {
      const res = await fetch(`http://127.0.0.1:${echo.port}/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "3" },
        body: "a=1",
      });
      expect(await res.text()).toBe("ok");
    } finally {
      await echo.close();
    }
  });
});
