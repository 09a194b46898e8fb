/**
 * A draw's short address, /r/{code}: printed on its shared images, where nobody can tap a link
 * (an Instagram story, a screenshot), so a person types it. Ten characters from an alphabet
 * without the look-alikes 0/o and 1/l/i, and without x, which the images' typeface (Inter)
 * draws as a multiplication sign between two digits: about 49 bits, random from the operating
 * system (an address that could be guessed would open other people's draws). The unique index
 * decides a clash, and the insert then tries another code (repository.ts).
 */
import { randomInt } from "node:crypto";

export const SHORT_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwyz";
export const SHORT_CODE_LENGTH = 10;

/** New codes have 10 characters, those the migration gave older draws 12. */
const SHORT_CODE = /^[2-9a-hjkmnp-wyz]{10,12}$/;

export function newShortCode(): string {
  let code = "";
  for (let i = 0; i < SHORT_CODE_LENGTH; i++)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** A typed code as it is stored (people may type it in capitals), or null when it cannot be one. */
export function normalShortCode(typed: string): string | null {
  const code = typed.trim().toLowerCase();
  return SHORT_CODE.test(code) ? code : null;
}

/** The path a code opens: '/r/k7m2w9qpa3'. */
export const shortPath = (code: string) => `/r/${code}`;
