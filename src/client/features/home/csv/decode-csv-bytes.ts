import type { CsvImportError } from "./csv-import-result";

export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1254";

export type DecodedCsv = { text: string; encoding: CsvEncoding };

/**
 * Turns file bytes into text. Files saved by Excel on a Turkish Windows are Windows-1254, which
 * is never valid UTF-8 once it contains a Turkish letter, so a strict UTF-8 attempt tells the two apart.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  // Excel's "Unicode text" export is UTF-16 with a BOM; without this it would decode as garbage.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: stripBom(new TextDecoder("utf-16le").decode(bytes)), encoding: "utf-16le" };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: stripBom(new TextDecoder("utf-16be").decode(bytes)), encoding: "utf-16be" };
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: stripBom(new TextDecoder(utf16).decode(bytes)), encoding: utf16 };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: stripBom(new TextDecoder("utf-8", { fatal: true }).decode(body)), encoding: "utf-8" };
  } catch {
    return { text: stripBom(new TextDecoder("windows-1254").decode(body)), encoding: "windows-1254" };
  }
}

/** Latin text in UTF-16 has a zero in every other byte; some tools write it without a BOM. */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const length = Math.min(bytes.length, 1024) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return "utf-16be";
  return null;
}

/**
 * Files people pick by mistake, told apart by their first bytes: spreadsheets (.xlsx, .ods and
 * .numbers are zip archives, old .xls is an OLE file) get their own advice.
 */
export function sniffBinary(bytes: Uint8Array): Extract<CsvImportError, "spreadsheet" | "not-text"> | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    return "spreadsheet";
  }
  if (
    starts(0x25, 0x50, 0x44, 0x46) || // %PDF
    starts(0x89, 0x50, 0x4e, 0x47) || // PNG
    starts(0xff, 0xd8, 0xff) || // JPEG
    starts(0x47, 0x49, 0x46, 0x38) || // GIF
    starts(0x49, 0x44, 0x33) || // MP3 with ID3
    starts(0x1f, 0x8b) // gzip
  ) {
    return "not-text";
  }
  return null;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
