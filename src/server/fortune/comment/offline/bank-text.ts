/**
 * Every sentence a phrase bank can write, rendered with stand-in words: what the voice and variety
 * tests read (no phrase bank is checked only through the comments that happen to use it).
 */
import * as calm from "./calm";
import * as music from "./music";
import * as phrases from "./phrases";
import * as closing from "./phrases-closing";
import * as future from "./phrases-future";
import * as hints from "./phrases-hint";
import * as readings from "./phrases-readings";

const STAND_IN = {
  w: "bahar",
  wn: "sözcüğü",
  song: phrases.songRef("Gülpembe", "şarkı"),
  imzali: "Barış Manço imzalı ",
  artist: "Barış Manço",
  adj: "hareketli",
  noun: "havası",
  reading: "yeni bir sayfayı anlatıyor",
  mood: "sakin bir hava",
  title: "Gülpembe",
  bpm: 120,
  keyName: "La minör",
};

function texts(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") {
    try {
      texts((value as (x: unknown) => unknown)(STAND_IN), out);
    } catch {
      // a function that is not a template (songRef, openersFor…)
    }
    try {
      texts((value as (x: unknown) => unknown)("sınav"), out);
    } catch {}
  } else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) texts(v, out);
}

/** Every text of every phrase bank of the offline composer. */
export function allBankTexts(): string[] {
  const out: string[] = [];
  for (const mod of [phrases, future, closing, hints, readings, calm, music]) texts(mod, out);
  // A template called with the wrong stand-in prints "undefined" or "[object Object]": not a text.
  return [...new Set(out)].filter((t) => t.trim().length > 0 && !/undefined|\[object Object\]/u.test(t));
}
