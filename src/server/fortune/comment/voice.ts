/**
 * The voice of a music game, not of a fortune teller (ADR 027). The number chose the song; the
 * comment reads the song. So no sentence may say the song came not by chance, or from the stars,
 * fate, the universe or an unseen hand, and none may use the fortune teller's stock phrases
 * ("üç vakte kadar", "kısmetin açık", "niyetin tutacak", "kartlar karıştırıldı": there are no
 * cards), nor answer the person's question ("olumlu bir cevap").
 *
 * One list serves three readers: the offline composer's tests scan every phrase bank and many
 * comments with it, the model prompt states the rule, and a model's answer passes through
 * `keepGameVoice`, which drops such sentences (or the whole answer when its headline or all of
 * its short text speaks so).
 *
 * Every pattern is matched on the folded text (lower case, no diacritics, punctuation turned to
 * single spaces: safety/normalize.ts) with bounded repetition only, so a check costs time linear in the text (security review L9).
 */
import { splitSentences } from "./checks";
import { foldTurkish, normalizeTurkish } from "./safety";
import type { GeneratedComment } from "./types";

/** A banned phrasing: why it is banned, and the pattern over folded text. */
export interface VoiceRule {
  id: string;
  why: "not-chance" | "unseen-source" | "stock-phrase" | "answers-question";
  pattern: RegExp;
}

// Word edges that see Turkish letters: \b would not (folded text is ASCII, but quotes and digits
// are not letters either way).
const S = "(?<![a-z0-9])";
const E = "(?![a-z0-9])";
const rule = (id: string, why: VoiceRule["why"], source: string): VoiceRule => ({
  id,
  why,
  pattern: new RegExp(source, "u"),
});

export const VOICE_RULES: readonly VoiceRule[] = [
  // ---- the song did not come by chance ----
  rule("tesadüf değil", "not-chance", `tesaduf(?:en|i)?(?: [a-z]{1,12}){0,2} (?:degil|durmuyor|olamaz)`),
  rule(
    "rastgele değil",
    "not-chance",
    `${S}rastgele(?: [a-z]{1,12}){0,2} (?:degil|gelmedi|gelmemis|durmuyor)`,
  ),
  rule("rastgele gelmediğini", "not-chance", `rastgele gelme(?:di|mis|yen)`),
  rule("rastgele görünen … anlam", "not-chance", `rastgele gorunen`),
  rule("rastlantı değil", "not-chance", `rastlanti(?: [a-z]{1,12}){0,2} degil`),
  rule("boşuna gelmiyor", "not-chance", `${S}bosuna (?:gel|cik|degil|dus)`),
  rule("şarkı seni seçti", "not-chance", `${S}seni (?:secti|sectigi|secmis|bulmak icin|buldu)`),
  rule("bilerek gelmiş", "not-chance", `bilerek gel`),
  rule("şarkının kısmeti", "not-chance", `sarkilarin da bir`),
  // ---- an unseen source ----
  rule("yıldızlar", "unseen-source", `${S}yildiz(?:lar[a-z]{0,6}|\\s?harita[a-z]{0,4})${E}`),
  rule("burç", "unseen-source", `${S}burc(?:u|un|lar[a-z]{0,4})?${E}`),
  rule("kader", "unseen-source", `${S}(?:kader[a-z]{0,6}|yazgi[a-z]{0,4}|alin yazi[a-z]{0,4})${E}`),
  rule("evren", "unseen-source", `${S}(?:evren(?:den|in|e|de|i)?|kozmik|kainat[a-z]{0,4})${E}`),
  rule("gaipten", "unseen-source", `${S}gaip`),
  rule("görünmez bir el", "unseen-source", `gorunme(?:z|yen) (?:bir )?el${E}`),
  rule("işaret", "unseen-source", `${S}(?<!soru )isaret(?:i|in|ini|e|ler[a-z]{0,4})?${E}(?! ?(?:ed|et))`),
  rule("içinden bir ses … söylüyor", "unseen-source", `ses[a-z]{0,4} (?:dogru|hakli) soyl`),
  rule(
    "ay ışığı gösteriyor",
    "unseen-source",
    `ay isig[a-z]{0,4}(?: [a-z]{1,10}){0,2} (?:gosteriyor|soyluyor|parladi)`,
  ),
  // ---- the fortune teller's stock phrases ----
  rule("üç vakte kadar", "stock-phrase", `${S}(?:uc|3) vakte`),
  rule("kısmet", "stock-phrase", `${S}kismet`),
  rule("niyet", "stock-phrase", `${S}niyet`),
  rule("kartlar", "stock-phrase", `${S}kart(?:lar[a-z]{0,4}|i acildi)${E}`),
  rule("tarot", "stock-phrase", `${S}tarot`),
  rule("fincan", "stock-phrase", `${S}fincan`),
  rule("telve", "stock-phrase", `${S}telve`),
  rule("kristal küre", "stock-phrase", `kristal kure`),
  rule("nazar", "stock-phrase", `${S}nazar(?:dan|a|in|i)?${E}`),
  rule("muradına", "stock-phrase", `${S}murad`),
  rule("dilek tut", "stock-phrase", `${S}dilek tut`),
  rule("dileğin gerçekleşecek", "stock-phrase", `dilegin(?: [a-z]{1,10})? (?:gerceklesecek|kabul|olacak)`),
  rule("yolun açık", "stock-phrase", `${S}yol(?:un|unun|unuz) (?:da )?(?:acik|acil|ardina)`),
  rule("şans sana göz kırpıyor", "stock-phrase", `${S}sans[a-z]{0,3} (?:da )?sana goz kirp`),
  rule("şansın açık", "stock-phrase", `${S}sansin (?:da )?acik`),
  // ---- answering the person's question ----
  rule("olumlu bir cevap", "answers-question", `olumlu (?:bir )?(?:cevap|yanit)`),
  rule("cevabı evet", "answers-question", `(?:cevab|yanit)[a-z]{0,3} (?:evet|hayir)${E}`),
  rule("iyi haberler fısıldıyor", "answers-question", `iyi haber(?:ler)? fisild`),
];

/**
 * Quoted parts («a lyric word», «the hint», «the title») are the person's or the song's words, not
 * the comment's voice: they are left out of the scan.
 */
function voiceOf(sentence: string): string {
  return foldTurkish(normalizeTurkish(sentence.replace(/«[^«»]{0,200}»/gu, " ")));
}

/** The first voice rule a sentence breaks, or null. */
export function voiceFault(sentence: string): VoiceRule | null {
  const text = voiceOf(sentence);
  for (const r of VOICE_RULES) if (r.pattern.test(text)) return r;
  return null;
}

/** Every sentence of a text that breaks a voice rule, with the rule. */
export function voiceFaults(text: string): { sentence: string; rule: VoiceRule }[] {
  const out: { sentence: string; rule: VoiceRule }[] = [];
  // A rule met in a sentence is met in the whole text: one pass clears a clean text at once.
  if (voiceFault(text) === null) return out;
  for (const paragraph of text.split(/\n\s*\n/u)) {
    for (const sentence of splitSentences(paragraph.replace(/\s+/gu, " ").trim())) {
      const r = voiceFault(sentence);
      if (r) out.push({ sentence, rule: r });
    }
  }
  return out;
}

export type VoiceResult =
  | { ok: true; comment: GeneratedComment; dropped: number }
  | { ok: false; reason: string };

/**
 * A model's comment in the game's voice: sentences that break a rule are dropped. A headline that
 * breaks one, or a short text left empty, makes the answer unusable (the caller retries or falls
 * back to the offline composer, which keeps the rules by construction).
 */
export function keepGameVoice(comment: GeneratedComment, names: readonly string[] = []): VoiceResult {
  const unnamed = (text: string) => {
    let t = text;
    for (const name of names) if (name.trim().length >= 2) t = t.split(name.trim()).join(" ");
    return t;
  };
  if (voiceFault(unnamed(`${comment.headline}\n${comment.short}\n${comment.long}`)) === null)
    return { ok: true, comment, dropped: 0 };
  const headlineRule = voiceFault(unnamed(comment.headline));
  if (headlineRule) return { ok: false, reason: `fortune-teller voice in headline (${headlineRule.id})` };
  const check = (paragraph: string) => {
    const sentences = splitSentences(paragraph.replace(/\s+/gu, " ").trim());
    const kept = sentences.filter((s) => voiceFault(unnamed(s)) === null);
    return { text: kept.join(" "), dropped: sentences.length - kept.length };
  };
  const short = check(comment.short);
  if (!short.text) return { ok: false, reason: "fortune-teller voice in the whole short text" };
  let dropped = short.dropped;
  const paragraphs = comment.long.split(/\n\s*\n/u).map((p) => {
    const r = check(p);
    dropped += r.dropped;
    return r.text;
  });
  const long = paragraphs.filter(Boolean).join("\n\n");
  if (dropped === 0) return { ok: true, comment, dropped: 0 };
  return {
    ok: true,
    comment: {
      headline: comment.headline,
      short: short.text,
      long: long.length >= short.text.length ? long : short.text,
    },
    dropped,
  };
}
