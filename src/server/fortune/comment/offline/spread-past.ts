/**
 * The 'Geçmiş' card of a three-song spread speaks of the past: the song's sound as a memory of
 * what is behind, never a forecast (ADR 027; the review found 10 of 12 past cards forecasting,
 * because they took the first sentence of a single comment, which always looks ahead).
 */
import type { CommentInput } from "../types";
import { analyzeAudio } from "./music";
import { type SongRef, songRef } from "./phrases";
import { slotRngs } from "./rng";
import { pickAdjectives } from "./sound";
import { capitalizeFirst, cleanArtist, titleForms } from "./text";

interface PastCtx {
  song: SongRef;
  /** "Barış Manço imzalı " or "" */
  imzali: string;
  /** one or two adjectives of the sound */
  adj: string;
  /** "havası", "ezgisi", "melodisi" or "tınısı" */
  noun: string;
}

/** Every frame is about what is behind: anmak, hatırlatmak, geride kalan, dün. */
export const PAST_FRAMES: readonly ((c: PastCtx) => string)[] = [
  (c) => `${c.imzali}${c.song.nom}, ${c.adj} ${c.noun} ile geride bıraktığın günleri anıyor`,
  (c) => `${c.imzali}${c.song.nom}, geride kalan bir dönemin ${c.adj} bir hatırası gibi çalıyor`,
  (c) => `Dününü ${c.imzali}${c.song.nom} anlatıyor; ${c.adj} ${c.noun} geçtiğin yolları hatırlatıyor`,
  (c) => `Geride kalanlara ${c.imzali}${c.song.ins} bakınca ${c.adj} bir dönem gözünün önünde canlanıyor`,
  (c) =>
    `Geride kalan günler ${c.imzali}${c.song.ins} yeniden canlanıyor; ${c.adj} ${c.noun} eski bir fotoğraf gibi`,
  (c) => `Geçtiğin yolların fon müziği ${c.imzali}${c.song.nom}; ${c.adj} ${c.noun} dünü hatırlatıyor`,
];

/** The 'Geçmiş' paragraph's sentence for a song, deterministic per seed. */
export function pastSentence(card: Pick<CommentInput, "track" | "audio" | "lyrics">, seed: string): string {
  const rngFor = slotRngs(`${seed}|past`);
  const artist = cleanArtist(card.track?.artist ?? "");
  const title = titleForms(card.track?.title ?? "", artist);
  const noun = card.lyrics?.instrumental ? "parça" : "şarkı";
  const music = analyzeAudio(card.audio ?? null);
  const adjectives = pickAdjectives(music, [], rngFor("adjectives"));
  const nounWord = rngFor("noun-word").pick(
    adjectives.timbre ? ["tınısı", "havası", "ezgisi"] : ["havası", "ezgisi", "melodisi"],
  );
  // A name styled in lower case ("mor ve ötesi") is not put where a capital would be expected.
  const withArtist = artist !== null && !/^\p{Ll}/u.test(artist) && rngFor("artist").chance(0.5);
  const frame = rngFor("frame").pick(PAST_FRAMES);
  const ctx = {
    song: songRef(title.text, noun),
    imzali: withArtist ? `${artist} imzalı ` : "",
    adj: adjectives.phrase,
    noun: nounWord,
  };
  const text = frame(ctx);
  // a long title and a long name: the name gives way
  const sentence = [...text].length > 200 ? frame({ ...ctx, imzali: "" }) : text;
  return `${capitalizeFirst(sentence)}.`;
}
