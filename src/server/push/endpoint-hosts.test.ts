import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_HOSTS } from "../config";
import { isPushEndpointAllowed } from "./endpoint-hosts";

describe("isPushEndpointAllowed", () => {
  it("takes the real push services' endpoints by default", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://fcm.googleapis.com/wp/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://api.push.apple.com/3/device/x",
    ]) {
      expect(isPushEndpointAllowed(endpoint, DEFAULT_PUSH_HOSTS), endpoint).toBe(true);
    }
  });

  it("refuses any other host, a look-alike, plain http, credentials or another port", () => {
    for (const endpoint of [
      "https://example.com/push",
      "https://fcm.googleapis.com.evil.test/fcm/send/x",
      "https://evilfcm.googleapis.com/x",
      "https://notify.windows.com.evil.test/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://127.0.0.1/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(isPushEndpointAllowed(endpoint, DEFAULT_PUSH_HOSTS), endpoint).toBe(false);
    }
  });

  it("host:port entries allow that port only; wildcards a domain's names", () => {
    const hosts = ["127.0.0.1:8443", "*.push.example.com"];
    expect(isPushEndpointAllowed("https://127.0.0.1:8443/push/1", hosts)).toBe(true);
    expect(isPushEndpointAllowed("https://127.0.0.1/push/1", hosts)).toBe(false);
    expect(isPushEndpointAllowed("https://127.0.0.1:8444/push/1", hosts)).toBe(false);
    // https even where the entry names a port (the media list lets http through there; push never)
    expect(isPushEndpointAllowed("http://127.0.0.1:8443/push/1", hosts)).toBe(false);
    expect(isPushEndpointAllowed("https://eu.push.example.com/x", hosts)).toBe(true);
    expect(isPushEndpointAllowed("https://eu.push.example.com:444/x", hosts)).toBe(false);
    expect(isPushEndpointAllowed("https://pushexample.com/x", hosts)).toBe(false);
  });
});
