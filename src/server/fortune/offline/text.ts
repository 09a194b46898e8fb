/**
 * Text helpers for the offline composer: cleaning names, the hint and lyrics, and
 * Turkish-aware casing. Names are never given suffixes here or anywhere else:
 * the composer always quotes a name and puts a noun after it («X» şarkısı).
 */
import type { Rng } from "./rng";

const CONTROL = /\p{Cc}/gu;
/** Invisible format characters (zero-width, bidi, soft hyphen, BOM), but not the emoji joiner. */
const INVISIBLE = /(?!\u200d)\p{Cf}/gu;
const DOUBLE_QUOTES = /[«»"“”„‟″‹›]/gu;
const TURKISH_ONLY = /[çğıöşüÇĞİÖŞÜ]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Removes invisible characters and quote marks, turns braces into parentheses, collapses spaces. */
export function cleanText(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(CONTROL, " ")
    .replace(INVISIBLE, "")
    .replace(DOUBLE_QUOTES, "")
    .replace(/\{/g, "(")
    .replace(/\}/g, ")")
    .replace(/\s+/gu, " ")
    .trim();
}

/** Number of user-perceived characters, close enough: code points. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/** Turkish-aware upper-casing of the first letter (i -> İ). */
export function capitalizeFirst(text: string): string {
  const chars = Array.from(text);
  const first = chars[0];
  if (first === undefined || !/\p{Ll}/u.test(first)) return text;
  return first.toLocaleUpperCase("tr-TR") + chars.slice(1).join("");
}

const ENGLISH_HINTS = new Set(
  "THE YOU YOUR LOVE ME MY I I'M IT IT'S IN OF TO AND DON'T CAN'T WITH LIKE NIGHT BABY HEART GIRL BOY ON ALL IS ARE BE WHAT WHEN FOR NOT NO DOWN UP OUT TIME LIFE LIGHT KISS HIGH WILD SMILE SAID THIS THAT".split(
    " ",
  ),
);
const SMALL_WORDS = new Set([
  "ve",
  "ile",
  "de",
  "da",
  "ki",
  "of",
  "the",
  "and",
  "a",
  "an",
  "in",
  "on",
  "to",
  "for",
  "at",
  "by",
  "or",
]);

/**
 * Softens an all-caps name into title case, but only when the lower-casing is unambiguous:
 * Turkish letters present -> Turkish rules; no capital I at all -> locale does not matter;
 * obviously English words -> English rules. Otherwise the name stays as written.
 */
export function softenAllCaps(text: string, minWords: number, turkishContext = false): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return text;
  if (/\p{Ll}/u.test(text)) return text;
  const words = text.split(" ").filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length < minWords) return text;
  let locale: string | null = null;
  if (TURKISH_ONLY.test(text) || turkishContext) locale = "tr-TR";
  else if (!text.includes("I")) locale = "en-US";
  else if (words.some((w) => ENGLISH_HINTS.has(w.replace(/[^\p{L}']/gu, "")))) locale = "en-US";
  if (locale === null) return text;
  const loc = locale;
  return text
    .split(" ")
    .map((word, i) => {
      const lower = word.toLocaleLowerCase(loc);
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      const chars = Array.from(lower);
      const first = chars[0];
      if (first === undefined) return lower;
      return first.toLocaleUpperCase(loc) + chars.slice(1).join("");
    })
    .join(" ");
}

const NOISE_IN_BRACKETS =
  /(official|video|audio|lyric|sözleri|klip|clip|remaster|\bhd\b|\bhq\b|\b4k\b|visuali[sz]er|\bmv\b|m\/v|\bfeat\b|\bft\b|\bprod\b|\bexplicit\b)/iu;

/** Drops the usual video-platform noise: "(Official Video)", "[Lyrics]", "- Remastered 2011", "feat. X". */
function stripTitleNoise(title: string): string {
  let t = title.replace(/\s*[([][^)\]]*[)\]]/gu, (group) => (NOISE_IN_BRACKETS.test(group) ? " " : group));
  t = t.replace(/\s+[-–—|]\s*(\d{4}\s+)?(remaster|official|lyric|audio|video|klip|hd\b|4k\b).*$/iu, "");
  t = t.replace(/\s+(feat\.?|ft\.)\s+.*$/iu, "");
  return t.replace(/\s+/gu, " ").trim();
}

export interface TitleForms {
  /** title for running text, at most 60 characters (longer ones cut with an ellipsis), or null */
  text: string | null;
  /** short enough (<= 24 characters) to sit in a headline, or null */
  headline: string | null;
}

const TITLE_MAX = 60;
const TITLE_CUT = 42;
const HEADLINE_TITLE_MAX = 24;

function cutWithEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  let cut = chars.slice(0, max).join("");
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace >= max / 2) cut = cut.slice(0, lastSpace);
  cut = cut.replace(/[\s,.;:!?\-–—(/&]+$/u, "");
  return `${cut}…`;
}

export function titleForms(rawTitle: string, artist: string | null): TitleForms {
  let title = cleanText(rawTitle);
  if (artist) {
    const prefix = `${artist.toLocaleLowerCase("tr-TR")} - `;
    if (title.toLocaleLowerCase("tr-TR").startsWith(prefix)) title = title.slice(prefix.length);
  }
  const stripped = stripTitleNoise(title);
  if (LETTER_OR_DIGIT.test(stripped)) title = stripped;
  title = title.replace(/^[\s\-–—|:;,.]+|[\s\-–—|:;,]+$/gu, "");
  if (!LETTER_OR_DIGIT.test(title)) return { text: null, headline: null };
  // An artist name with Turkish letters hints that an all-caps title is Turkish too (I -> ı).
  title = softenAllCaps(title, 1, artist !== null && TURKISH_ONLY.test(artist));
  const text = charLength(title) > TITLE_MAX ? cutWithEllipsis(title, TITLE_CUT) : title;
  const headline = charLength(text) <= HEADLINE_TITLE_MAX ? text : null;
  return { text, headline };
}

const UNKNOWN_ARTISTS = new Set([
  "bilinmeyen sanatçı",
  "bilinmeyen sanatci",
  "bilinmeyen",
  "sanatçı",
  "unknown",
  "unknown artist",
  "various artists",
  "various",
  "çeşitli sanatçılar",
  "anonim",
  "anonymous",
  "n/a",
  "-",
  "?",
]);
const ARTIST_MAX = 40;

/** A printable artist name, or null when it is missing, unknown or unwieldy. */
export function cleanArtist(raw: string): string | null {
  let artist = cleanText(raw)
    .replace(/\s+-\s+topic$/iu, "")
    .replace(/(?<=\p{Ll})VEVO$/u, "")
    .replace(/\s*VEVO$/u, "")
    .trim();
  if (!LETTER_OR_DIGIT.test(artist)) return null;
  if (UNKNOWN_ARTISTS.has(artist.toLocaleLowerCase("tr-TR"))) return null;
  if (charLength(artist) > ARTIST_MAX) {
    const first = artist.split(/\s*(?:,|&|;|\/|\bfeat\.?|\bft\.|\sx\s)\s*/iu)[0]?.trim() ?? "";
    if (!LETTER_OR_DIGIT.test(first) || charLength(first) > ARTIST_MAX) return null;
    artist = first;
  }
  artist = artist.replace(/[\s,;:&\-–—/]+$/u, "");
  return softenAllCaps(artist, 2);
}

const HINT_MAX = 30;
const HINT_NONSENSE = new Set(["null", "undefined", "nan", "none", "yok"]);

/** The hint as a short, safe phrase: letters, digits, spaces, hyphens and apostrophes only. */
export function cleanHint(raw: string | null): string | null {
  if (raw === null) return null;
  let hint = raw
    .normalize("NFC")
    .replace(/<[^>]*>/gu, " ")
    .replace(/[^\p{L}\p{M}\p{N}'’ -]/gu, " ")
    .replace(/\s+/gu, " ")
    .replace(/^['’\s-]+|['’\s-]+$/gu, "")
    .trim();
  if (charLength(hint) > HINT_MAX) {
    hint = Array.from(hint).slice(0, HINT_MAX).join("");
    const lastSpace = hint.lastIndexOf(" ");
    if (lastSpace > 0) hint = hint.slice(0, lastSpace);
    hint = hint.replace(/['’\s-]+$/gu, "");
  }
  if (!/[\p{L}\p{N}]/u.test(hint)) return null;
  if (!/\p{Ll}/u.test(hint) && /\p{Lu}/u.test(hint)) hint = hint.toLocaleLowerCase("tr-TR");
  if (HINT_NONSENSE.has(hint.toLocaleLowerCase("tr-TR"))) return null;
  return hint;
}

// ---------- lyrics ----------

const STOP_WORDS = new Set(
  [
    // Turkish function words, pronouns and very common verbs (4+ letters; shorter words are skipped anyway)
    "beni bana benim bende benden bizi bize bizim bizde bizden seni sana senin sende senden sizi size sizin sizde sizden",
    "onu ona onun onda ondan onlar onları onlara onların bunu buna bunun bunda bundan bunlar şunu şuna şunun",
    "burada burda orada orda şurada şimdi artık daha gibi için ama fakat ancak veya yani neden niye nasıl nerede",
    "nereye nereden kadar sonra önce değil olsun oldu olur olmaz olan olmak oluyor olmuş olsa olacak olduk oldum",
    "diye dedi dedim deme demek bile hep tüm bütün şey şeyi şeyler şeyin kendi kendine kendini beraber birlikte",
    "böyle öyle şöyle işte hadi haydi aman eyvah sanki belki hala hâlâ yine gene yeniden bazen asla hemen çünkü",
    "eğer madem niçin sadece kimse kimi kime kimin hangi iken olarak üzere doğru karşı göre rağmen dolayı başka",
    "diğer aynı biraz bırak etmek ediyor etti eder ettim yapma yaptı yapar yaptım gelir geldi gitti gider",
    "oluyorum diyorum diyor desem dersen ister istiyorum istemem misin musun miyim muyum değilim değilsin",
    "benimle seninle onunla bizimle sizinle herkes hiçbir hiçbir şeyi bütün kimi birşey birisi birine birini",
    // English
    "that this with what when where your yours you're have been they them their there here from just like know",
    "want gonna wanna gotta yeah baby into will would could should about only then than because cause every",
    "some make made come take said says tell does doing were more over away back down still even never ever",
    "always really thing things much very well okay whoa ooh oooh alright these those each which while whom",
    "whose again also upon onto other such same mine ours myself yourself nothing something anything everything",
    "someone anyone everyone nobody somebody can't don't won't i'm it's didn't isn't ain't i've i'll you'll",
    "let's cuz gimme look tonight came goes going gone being having caught feel feels felt knew need needs tried gave give gets keep kept brought",
    "until through without within around before after under inside outside behind across maybe cannot couldn't",
    "wouldn't shouldn't youre dont cant wont there's that's what's where's gonna",
    // Spanish, Italian, German, French basics
    "para como pero porque esta este todo nada cuando donde estoy eres tengo quiero solo sólo cosa ella ellos",
    "perché sono della nella questo quello ancora dove sein nicht eine einen auch noch dann wenn aber dass avec",
    "pour dans mais tout elle nous vous suis",
  ]
    .join(" ")
    .split(/\s+/u),
);

const FILLER =
  /^(la|na|da|oh|ah|eh|uh|hey|yo|ooh|woo|whoa|hu|ha|he|lai|lay|dum|doo|ba|bam|ya|yeah|aman|of|vay)+$/u;
const PROFANITY_PREFIX = [
  "fuck",
  "shit",
  "bitch",
  "nigg",
  "cunt",
  "pussy",
  "whore",
  "slut",
  "bastard",
  "siktir",
  "sikey",
  "sikim",
  "sikik",
  "amına",
  "amcık",
  "orospu",
  "yarrak",
  "ibne",
  "kahpe",
  "pezevenk",
  "gavat",
  "puşt",
];
const PROFANITY_EXACT = new Set(["sik", "sikt", "göt", "götü", "götün", "piç", "dick", "amk", "aq"]);
const ENGLISH_CONTRACTIONS = new Set(["s", "t", "m", "re", "ve", "ll", "d"]);

/** Morbid words make a poor quote in a light-hearted fortune. */
const GLOOM_PREFIX = [
  "ölü",
  "ölür",
  "ölüm",
  "öldü",
  "ölme",
  "ölec",
  "ölsem",
  "intihar",
  "mezar",
  "cenaze",
  "kill",
  "dead",
  "death",
  "dying",
  "suicide",
  "blood",
  "murder",
  "grave",
  "funeral",
];

function isUnfit(word: string): boolean {
  return (
    PROFANITY_EXACT.has(word) ||
    PROFANITY_PREFIX.some((p) => word.startsWith(p)) ||
    GLOOM_PREFIX.some((p) => word.startsWith(p))
  );
}

interface Candidate {
  key: string;
  display: string;
  count: number;
  line: number;
  index: number;
}

const TURKISH_CASE_ENDING = /(n?[ıiuü]n?[dt][ae]|l[ae]r[dt][ae]|[dt][ae]n|n[ıiuü]n|l[ae]r[ıi]n?)$/u;

function looksTurkish(text: string): boolean {
  if (TURKISH_ONLY.test(text)) return true;
  const lower = text.toLowerCase();
  const tr = (lower.match(/\b(ve|bir|bu|ben|sen|ne|için|gibi|ama|beni|seni|yok|var)\b/gu) ?? []).length;
  const en = (lower.match(/\b(the|and|you|i|me|my|to|of|is|it|in|your)\b/gu) ?? []).length;
  return tr > en;
}

/**
 * Picks a meaningful word (sometimes a two-word phrase) from a lyrics excerpt to quote.
 * Content words only: stop-words, fillers ("la la", "yeah"), very short and very long
 * tokens and rude words are skipped. Words repeated in the excerpt (a chorus) score higher.
 */
export function pickLyricWord(excerpt: string, avoid: readonly string[], rng: Rng): string | null {
  const turkish = looksTurkish(excerpt);
  const locale = turkish ? "tr-TR" : "en-US";
  const lines = excerpt.split(/\r?\n|\r/u).map((line) => cleanText(line.replace(/\[[^\]]*\]/gu, " ")));
  const avoidKeys = new Set(avoid.flatMap((a) => a.toLocaleLowerCase(locale).split(/[^\p{L}]+/u)));
  const byKey = new Map<string, Candidate>();
  // Per line, the candidate at each token position and whether the token is verbatim (no suffix cut).
  const perLine: ({ c: Candidate; verbatim: boolean } | null)[][] = [];
  let index = 0;
  lines.forEach((rawLine, lineNo) => {
    const line = rawLine.trim();
    const row: ({ c: Candidate; verbatim: boolean } | null)[] = [];
    const tokens = line.match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu) ?? [];
    tokens.forEach((token, position) => {
      const [base = "", suffix] = token.split(/['’]/u);
      let word = token;
      let keepCase = false;
      if (suffix !== undefined) {
        if (ENGLISH_CONTRACTIONS.has(suffix.toLowerCase())) {
          row.push(null);
          return;
        }
        // Turkish proper noun with a suffix, e.g. İstanbul'un: keep the name only.
        word = base;
        keepCase = /^\p{Lu}/u.test(base);
      } else if (position > 0 && /^\p{Lu}\p{Ll}+$/u.test(token)) {
        keepCase = true;
      }
      const key = word.toLocaleLowerCase(locale);
      const len = charLength(key);
      const ok =
        len >= 4 &&
        len <= 16 &&
        !STOP_WORDS.has(key) &&
        !FILLER.test(key) &&
        !/(\p{L})\1\1/u.test(key) &&
        !isUnfit(key) &&
        /^[\p{L}\p{M}]+$/u.test(key);
      if (!ok) {
        row.push(null);
        return;
      }
      const existing = byKey.get(key);
      const verbatim = suffix === undefined;
      if (existing) {
        existing.count += 1;
        row.push({ c: existing, verbatim });
        return;
      }
      const candidate: Candidate = {
        key,
        display: keepCase ? word : key,
        count: 1,
        line: lineNo,
        index: index++,
      };
      byKey.set(key, candidate);
      row.push({ c: candidate, verbatim });
    });
    perLine.push(row);
  });
  const candidates = [...byKey.values()];
  if (candidates.length === 0) return null;

  // The two content words closing a line ("güller açar", "neon lights") make a nicer quote
  // now and then; Turkish is verb-final, so a line's last two words usually stand on their own.
  const phrases: string[] = [];
  for (const row of perLine) {
    if (row.length >= 2) {
      const a = row[row.length - 2];
      const b = row[row.length - 1];
      if (a?.verbatim && b?.verbatim && a.c !== b.c) {
        const phrase = `${a.c.display} ${b.c.display}`;
        if (charLength(phrase) <= 24 && !phrases.includes(phrase)) phrases.push(phrase);
      }
    }
  }
  if (phrases.length > 0 && rng.chance(0.25)) return rng.pick(phrases);

  // English verb and adverb forms, and Turkish words carrying case endings ("dalında",
  // "gecesinde"), make weaker quotes than bare nouns; nudge them down.
  const weakForm = (key: string) => (turkish ? TURKISH_CASE_ENDING.test(key) : /(ed|ing|ly|in')$/u.test(key));
  const lengthScore = (len: number) => (turkish && len > 7 ? 7 / 3 - (len - 7) * 0.3 : Math.min(len, 9) / 3);
  const score = (c: Candidate) =>
    c.count * 2 +
    lengthScore(charLength(c.key)) -
    (avoidKeys.has(c.key) ? 8 : 0) -
    (weakForm(c.key) ? 1 : 0) -
    c.index * 0.01;
  const ranked = candidates.sort((a, b) => score(b) - score(a)).slice(0, 3);
  return rng.pick(ranked).display;
}

// ---------- hint topics ----------

export type HintTopic = "study" | "love" | "work" | "motivation" | "travel" | "people" | null;

const TOPIC_EXACT: Record<string, Exclude<HintTopic, null>> = {
  iş: "work",
  işim: "work",
  işler: "work",
  işe: "work",
  işte: "work",
  aşk: "love",
  ask: "love",
  aşkım: "love",
  eş: "love",
  yks: "study",
  lgs: "study",
  kpss: "study",
  ales: "study",
  tez: "study",
  güç: "motivation",
  odak: "motivation",
  ilham: "motivation",
  azim: "motivation",
  umut: "motivation",
  ofis: "work",
  para: "work",
  gezi: "travel",
  dost: "people",
  anne: "people",
  baba: "people",
};
const TOPIC_PREFIX: [string, Exclude<HintTopic, null>][] = [
  ["sınav", "study"],
  ["ders", "study"],
  ["okul", "study"],
  ["üniversite", "study"],
  ["final", "study"],
  ["vize", "study"],
  ["ödev", "study"],
  ["mezun", "study"],
  ["diploma", "study"],
  ["bütünleme", "study"],
  ["sevgi", "love"],
  ["ilişki", "love"],
  ["kalp", "love"],
  ["kalbim", "love"],
  ["flört", "love"],
  ["evlilik", "love"],
  ["nişan", "love"],
  ["aşık", "love"],
  ["hoşlan", "love"],
  ["crush", "love"],
  ["kariyer", "work"],
  ["terfi", "work"],
  ["mülakat", "work"],
  ["proje", "work"],
  ["maaş", "work"],
  ["patron", "work"],
  ["toplantı", "work"],
  ["girişim", "work"],
  ["başvuru", "work"],
  ["staj", "work"],
  ["motivasyon", "motivation"],
  ["enerji", "motivation"],
  ["moral", "motivation"],
  ["cesaret", "motivation"],
  ["mutluluk", "motivation"],
  ["tatil", "travel"],
  ["seyahat", "travel"],
  ["yolculuk", "travel"],
  ["taşın", "travel"],
  ["aile", "people"],
  ["arkadaş", "people"],
  ["kardeş", "people"],
];

/** A rough topic for a hint, so a few sentences can fit it better. Unknown hints get null. */
export function hintTopic(hint: string): HintTopic {
  const tokens = hint.toLocaleLowerCase("tr-TR").split(/[^\p{L}]+/u);
  for (const token of tokens) {
    const exact = TOPIC_EXACT[token];
    if (exact) return exact;
    for (const [prefix, topic] of TOPIC_PREFIX) if (token.startsWith(prefix)) return topic;
  }
  return null;
}
