/**
 * The lobby's QR code carries the room's whole link: the SVG as the page draws it is painted into
 * pixels and read back by a QR decoder (jsQR), as a phone's camera would.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { decodeQrSvg } from "../../../../tests/support/qr";
import { QR_QUIET_ZONE, RoomQr } from "./room-qr";

describe("RoomQr", () => {
  it("encodes the room's full URL, dark modules on a light square with a 4-module quiet zone", () => {
    for (const url of ["https://sarkifali.com/oda/K7M2QX", "http://192.168.1.5:5000/oda/ABCDEF"]) {
      const svg = renderToStaticMarkup(<RoomQr url={url} />);
      expect(decodeQrSvg(svg)).toBe(url);
      expect(svg).toContain('fill="#ffffff"');
      expect(svg).toContain('<path d="M');
      // nothing dark in the quiet zone: the first module drawn is at least 4 in from the edge
      const first = /<path d="M(\d+) (\d+)/.exec(svg)!;
      expect(Number(first[2])).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
    }
  });

  it("a different link is a different code (the decoder is not reading a constant)", () => {
    const svg = renderToStaticMarkup(<RoomQr url="https://sarkifali.com/oda/ZZZZZZ" />);
    expect(decodeQrSvg(svg)).toBe("https://sarkifali.com/oda/ZZZZZZ");
    expect(decodeQrSvg(svg.replace(/M(\d+) (\d+)h1v1h-1z/g, ""))).toBeNull();
  });
});
