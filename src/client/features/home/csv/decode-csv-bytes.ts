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
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: stripBom(new TextDecoder("utf-8", { fatal: true }).decode(body)), encoding: "utf-8" };
  } catch {
    return { text: stripBom(new TextDecoder("windows-1254").decode(body)), encoding: "windows-1254" };
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
