import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey: what a per-address budget counts by", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 address, in either spelling", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "2001:DB8:1:2:A:B:C:D",
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8:1:200::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("never throws: a missing or malformed address is a key of its own", () => {
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("not-an-address")).toBe("not-an-address");
  });
});
