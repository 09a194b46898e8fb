import { describe, expect, it } from "vitest";
import { utf8, windows1254 } from "./csv.test-helpers";
import { decodeCsvBytes, sniffBinary } from "./decode-csv-bytes";

const TURKISH = "ğüşıöçĞÜŞİÖÇ";

describe("decodeCsvBytes", () => {
  it("reads UTF-8", () => {
    expect(decodeCsvBytes(utf8(TURKISH))).toEqual({ text: TURKISH, encoding: "utf-8" });
  });

  it("strips a UTF-8 byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("şarkı")]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "şarkı", encoding: "utf-8" });
  });

  it("falls back to Windows-1254 when the bytes are not UTF-8", () => {
    expect(decodeCsvBytes(windows1254(TURKISH))).toEqual({ text: TURKISH, encoding: "windows-1254" });
  });

  it("strips a BOM even in front of Windows-1254 bytes", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...windows1254("Gönül")]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "Gönül", encoding: "windows-1254" });
  });

  it("reads UTF-16 with a BOM, as Excel's Unicode text export writes it", () => {
    const text = "Şarkı\tSanatçı";
    const le = new Uint8Array(2 + text.length * 2);
    const be = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      le.set([code & 0xff, code >> 8], 2 + i * 2);
      be.set([code >> 8, code & 0xff], 2 + i * 2);
    }
    expect(decodeCsvBytes(le)).toEqual({ text, encoding: "utf-16le" });
    expect(decodeCsvBytes(be)).toEqual({ text, encoding: "utf-16be" });
  });
});

describe("decodeCsvBytes without a BOM", () => {
  it("recognises UTF-16 by its zero bytes", () => {
    const text = "title,artist\nŞımarık,Tarkan\n";
    const le = new Uint8Array(text.length * 2);
    const be = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      le.set([code & 0xff, code >> 8], i * 2);
      be.set([code >> 8, code & 0xff], i * 2);
    }
    expect(decodeCsvBytes(le)).toEqual({ text, encoding: "utf-16le" });
    expect(decodeCsvBytes(be)).toEqual({ text, encoding: "utf-16be" });
  });
});

describe("sniffBinary", () => {
  it.each([
    ["an .xlsx (zip) file", [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], "spreadsheet"],
    ["an old .xls file", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "spreadsheet"],
    ["a PDF", [...utf8("%PDF-1.7")], "not-text"],
    ["a PNG", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], "not-text"],
    ["a JPEG", [0xff, 0xd8, 0xff, 0xe0], "not-text"],
    ["a CSV", [...utf8("title,artist\n")], null],
  ])("tells %s", (_, bytes, expected) => {
    expect(sniffBinary(new Uint8Array(bytes as number[]))).toBe(expected);
  });
});
