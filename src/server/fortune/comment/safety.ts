/**
 * What a fortune must not touch. One classifier for the person's hint and for generated text
 * (a model's answer, the offline composer's lyric words): words of self-harm get no fortune at
 * all but a support message (112); acute distress gets a calm comment with the same support line;
 * health, death, pregnancy, court and police, debt and money trouble, investment, crypto and
 * gambling are "sensitive" (no forecast about them, the hint is not repeated, no model is asked).
 *
 * It reads Turkish as people type it (safety/normalize.ts, safety/tokens.ts): any case, with or
 * without ç ğ ı ö ş ü, stretched letters, suffixes through the Snowball Turkish stemmer, one-letter
 * typos on key stems, slang futures, English and mixed phrasing. The rules are data
 * (safety/rules-*.ts, safety/harmless.ts) over a small pattern language (safety/patterns.ts);
 * safety/corpus.tsv measures them (ADR 026).
 */
import { type Category, readText, type SensitiveTopic } from "./safety/engine";

export type { SensitiveTopic } from "./safety/engine";

import { ACCEPTED_LIMITS } from "./limits";
import { mentionsHint } from "./redact-hint";

export { foldTurkish, normalizeTurkish } from "./safety/normalize";

/**
 * What a text is about, as far as a fortune is concerned. Acute distress is a "sensitive" reading
 * (topic "distress"): every writer of comments gives it the calm, topic-free comment, and the
 * comment service adds the support line with 112 (hintSafetyOf says "support").
 */
export type HintSafety =
  | { kind: "none" }
  | { kind: "sensitive"; topic: SensitiveTopic | "distress" }
  | { kind: "self-harm"; topic: "self-harm" };

/** What POST /api/comment tells the client: support covers self-harm and acute distress. */
export type HintSafetyLevel = "none" | "sensitive" | "support";

export function hintSafetyOf(safety: HintSafety): HintSafetyLevel {
  if (safety.kind === "self-harm" || (safety.kind === "sensitive" && safety.topic === "distress"))
    return "support";
  return safety.kind;
}

function toSafety(category: Category | null): HintSafety {
  if (category === null) return { kind: "none" };
  if (category === "self-harm") return { kind: "self-harm", topic: "self-harm" };
  return { kind: "sensitive", topic: category };
}

/**
 * Short texts (hints, lyric words) come back often: their answers are remembered, a bounded
 * number of them, so the composer can ask about every lyric word cheaply.
 */
const remembered = new Map<string, HintSafety>();
const REMEMBER_MAX = 5000;
const REMEMBER_LENGTH = 40;

function classify(text: string, scope: "hint" | "generated"): HintSafety {
  if (text.length > REMEMBER_LENGTH) return toSafety(readText(text, scope).category);
  const key = `${scope}|${text}`;
  const known = remembered.get(key);
  if (known) return known;
  const result = toSafety(readText(text, scope).category);
  if (remembered.size >= REMEMBER_MAX) remembered.clear();
  remembered.set(key, result);
  return result;
}

/** What the person's hint is about, as far as a fortune is concerned. */
export function classifyHint(hint: string | null | undefined): HintSafety {
  return typeof hint === "string" ? classify(hint, "hint") : { kind: "none" };
}

/** The same classification for text the app wrote (a model's answer), minus hint-only rules. */
export function classifyText(text: string): HintSafety {
  // sentence by sentence: a rule's words must not be gathered from two sentences ("… ışık vuruyor
  // gibi. Müziğin kendine has …" is not "kendini vurmak")
  for (const sentence of text.split(SENTENCE_BREAK)) {
    const reading = classify(sentence, "generated");
    if (reading.kind !== "none") return reading;
  }
  return { kind: "none" };
}

/** Where one generated sentence ends: after . ! ? … and before space, or at a line break. Linear. */
const SENTENCE_BREAK = /(?<=[.!?…])\s+|\n+/u;

// ---------- what the app may never write ----------

const TLD =
  "com|net|org|info|biz|io|co|me|tv|app|dev|xyz|link|site|online|shop|store|club|live|ly|gl|gg|to|cc|ru|de|uk|us|eu|tr|az|ai|sh|page|click|top|vip|win|bet";
/**
 * A link or an address. Written so that matching takes time linear in the text (security review
 * L9): a domain needs only the one letter before its last dot ("a.b.c.com" has "c.com"), which
 * is what the old chain of dotted parts came down to after backtracking over the whole text; an
 * e-mail address is found from its "@" (emailAt), not by a pattern that re-reads every run of
 * letters before it.
 */
const LINK = new RegExp(
  `https?:\\/\\/|\\bwww\\.|[\\p{L}\\p{N}-]\\.(?:${TLD})(?:\\.[a-z]{2})?(?![\\p{L}\\p{N}])`,
  "iu",
);
const EMAIL_DOMAIN = /[\w-]+\.[\w.]/y;
const EMAIL_LOCAL = /[\w.+-]/u;

/** Whether an e-mail address ("ad@alan.com") is in the text: a local part before an "@", a dotted domain after it. */
function emailAt(text: string): boolean {
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    if (at === 0 || !EMAIL_LOCAL.test(text[at - 1] as string)) continue;
    // the local part must hold a word character, as \b[\w.+-]+ did
    let k = at - 1;
    let word = false;
    while (k >= 0 && EMAIL_LOCAL.test(text[k] as string) && !word) {
      word = /\w/.test(text[k] as string);
      k--;
    }
    if (!word) continue;
    EMAIL_DOMAIN.lastIndex = at + 1;
    if (EMAIL_DOMAIN.test(text)) return true;
  }
  return false;
}
/** seven or more digits in one run, spaces, dots, dashes or brackets between them: a phone number */
const PHONE = /(?:\+\s?\d|\d)(?:[\s().-]*\d){6,}/u;
const PHISHING: readonly RegExp[] = [
  /hesab\p{L}*\s+(?:askıya|askiya|kapat|kapan|bloke|dondur|engellen|doğrula|dogrula)/iu,
  /askıya alın|askiya alin/iu,
  /(?:şifre|sifre|parola)\p{L}*\s+(?:gir|paylaş|paylas|gönder|gonder|yaz|sıfırla|sifirla)/iu,
  /(?:kart|iban|tc kimlik|t\.c\.|kimlik)\s*(?:bilgi|numara|no\b)/iu,
  /(?:tıkla|tikla|tıklayın|tiklayin|linke|bağlantıya|baglantiya)\b/iu,
  /(?:ödül|odul|hediye|para ödülü|çekiliş|cekilis)\p{L}*\s+(?:kazandın|kazandin|kazandınız|kazandiniz)/iu,
  /(?:hemen|şimdi|simdi)\s+(?:giriş yap|giris yap|doğrula|dogrula|öde|ode)/iu,
  /(?:verify|suspend|click here|log ?in|password|account)/iu,
];

/** Why a text may not be shown (a link, a phone number, phishing wording), or null. */
export function unsafeContent(text: string): string | null {
  if (LINK.test(text) || emailAt(text)) return "link or address";
  if (PHONE.test(text)) return "phone number";
  if (PHISHING.some((p) => p.test(text))) return "phishing wording";
  return null;
}

/**
 * Checks a comment written by a model before anyone sees it. Rejected: any sensitive or self-harm
 * topic (a prediction about it or not: the model is told to leave these alone), the person's hint
 * repeated when it is sensitive, links, phone numbers and phishing wording. The song's own title
 * and artist are left out of the topic scan, so a song called "Kumar" can still be named.
 */
export function checkGeneratedSafety(
  comment: { headline: string; short: string; long: string },
  context: {
    hint: string | null;
    title?: string;
    artist?: string;
    /** further songs' titles and artists (a three-song spread names all of them) */
    names?: readonly string[];
  },
): { ok: true } | { ok: false; reason: string } {
  const all = `${comment.headline}\n${comment.short}\n${comment.long}`;
  // Only a checked comment (checks.ts) comes here; anything longer is refused before any scan, so
  // no text can make the topic scan slow (security review L9).
  if (all.length > ACCEPTED_LIMITS.headline + ACCEPTED_LIMITS.short + ACCEPTED_LIMITS.long + 2)
    return { ok: false, reason: "longer than a checked comment" };
  const unsafe = unsafeContent(all);
  if (unsafe) return { ok: false, reason: unsafe };
  let scanned = all;
  for (const name of [context.title, context.artist, ...(context.names ?? [])]) {
    const n = name?.trim();
    if (n && n.length >= 2) scanned = scanned.split(n).join(" ");
  }
  const topic = classifyText(scanned);
  if (topic.kind !== "none") return { ok: false, reason: `${topic.kind} topic (${topic.topic})` };
  // A sensitive hint is never sent to a model; should one reach it all the same, any mention of it
  // (inflected too, not only the exact words) keeps the answer from being shown.
  if (context.hint && classifyHint(context.hint).kind !== "none" && mentionsHint(all, context.hint)) {
    return { ok: false, reason: "sensitive hint repeated" };
  }
  return { ok: true };
}

// ---------- what is written instead ----------

/**
 * Said in place of a forecast when the hint is sensitive. The review's wording: the topic is not
 * named, the person is pointed to someone they trust or an expert, the song stays with them.
 */
export const SENSITIVE_NOTICE = [
  "Aklındaki konu için en doğru adres bir fal değil; güvendiğin biri ya da bir uzman.",
  "Bu şarkı yalnızca sana eşlik etsin.",
] as const;

/**
 * The answer to a hint of self-harm: no fortune, no song, no confetti. 112 is Türkiye's single
 * emergency number (free, day and night) and its health teams answer psychiatric emergencies too;
 * no other hotline number is given, so nothing here can go stale or be wrong.
 */
const SUPPORT_HEADLINE = "Yalnız değilsin";
/** The line with 112, the same in the support message and after a calm comment for distress. */
export const SUPPORT_LINE =
  "Kendini güvende hissetmiyorsan hemen 112'yi ara; ücretsizdir, günün her saati açıktır ve seni sağlık ekiplerine bağlar.";
const SUPPORT_TEXT =
  "Şu an çok ağır bir şey taşıyor olabilirsin; bununla tek başına kalmak zorunda değilsin. " +
  `${SUPPORT_LINE} ` +
  "Şimdi güvendiğin birine, bir arkadaşına ya da ailenden birine haber ver; yanında biri olsun.";

/** The support message in the comment's shape; long equals short, so no "more" toggle shows. */
export function supportComment(): { headline: string; short: string; long: string } {
  return { headline: SUPPORT_HEADLINE, short: SUPPORT_TEXT, long: SUPPORT_TEXT };
}

/**
 * Said after the calm comment when the hint reads as acute distress ("dayanamıyorum", "çok
 * yoruldum artık"): in place of the sensitive notice, a warm sentence and the same line with 112.
 */
export const DISTRESS_NOTICE = [
  "İçinden geçenleri tek başına taşımak zorunda değilsin; güvendiğin birine anlatmak iyi gelebilir.",
  SUPPORT_LINE,
] as const;

/**
 * The calm comment with the support line in place of the sensitive notice (or after its first
 * sentence when a writer worded the notice otherwise). The hint is in neither: the calm comment
 * never repeats it.
 */
export function distressComment(calm: { headline: string; short: string; long: string }): {
  headline: string;
  short: string;
  long: string;
} {
  const notice = SENSITIVE_NOTICE.join(" ");
  const support = DISTRESS_NOTICE.join(" ");
  const swap = (text: string) =>
    text.includes(notice)
      ? text.replace(notice, support)
      : text.includes(SENSITIVE_NOTICE[0])
        ? text.replace(SENSITIVE_NOTICE[0], support)
        : text.replace(/^([^\n]*)/u, (first) => `${first} ${support}`);
  return { headline: calm.headline, short: swap(calm.short), long: swap(calm.long) };
}
