/**
 * Picks the lyric word (or short phrase) a comment quotes: a content word, never a stop-word, a
 * filler, a rude or a morbid word.
 */
import { charLength } from "../../../text";
import { classifyText } from "../safety";
import type { Rng } from "./rng";
import { cleanText, TURKISH_ONLY } from "./text";

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
    // number words and fillers: a poor quote for any fortune (review 3.4-J)
    "zero three four five seven eight nine eleven twelve thirteen fourteen fifteen sixteen seventeen",
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million",
    "good nice okay fine cool great bien bueno buena iyi güzel",
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
    GLOOM_PREFIX.some((p) => word.startsWith(p)) ||
    // "hastane", "kumar", "borç": a sensitive topic is never quoted into a fortune
    classifyText(word).kind !== "none"
  );
}

/**
 * Turkish endings of verbs (tense, person, mood) and of inflected nouns (case, possessive,
 * plural). A quoted word ending like this gets only the frames that fit any word ("Şarkının
 * «büzdün» dediği yerde…"), never those that treat it as a thing ("«büzdün» kelimesi, kalbinin
 * şifresi"). Bare nouns ending alike ("kedi", "bahar") lose a few frames, nothing more.
 */
const TURKISH_INFLECTED =
  /(?:yor\p{L}*|[dt][ıiuü](?:m|n|k|nız|niz|nuz|nüz|lar|ler)?|m[ıiuü]ş\p{L}*|[ae]c[ae][kğ]\p{L}*|[ıiuüae]r(?:ım|im|um|üm|sın|sin|sun|sün|ız|iz|uz|üz|lar|ler)?|r[ıiuü]z|m[ae](?:z|dı|di|sın|sin|malı|meli)?|[ae]l[ıi]m|s[ae](?:m|n|k|nız|niz)?|[dt][ae]n?|[ıiuü](?:m|n|mız|miz|muz|müz|nız|niz|nuz|nüz)?|l[ae]r\p{L}*|[ae]|n[ıiuü]n|y[ae]|ki)$/u;
const ENGLISH_NON_NOUN = /(?:ing|ed|ly|in'|ar|er|ir)$/u;

/** "noun" when the word may stand as a thing in a sentence, "any" when only neutral frames fit. */
export function lyricWordShape(word: string, turkish: boolean): "noun" | "any" {
  if (word.includes(" ")) return "any";
  const lower = word.toLocaleLowerCase("tr-TR");
  if (turkish || TURKISH_ONLY.test(word)) return TURKISH_INFLECTED.test(lower) ? "any" : "noun";
  // Foreign words: verb and adverb forms (English -ing/-ed/-ly, Spanish -ar/-er/-ir) read oddly as
  // "the word"; a Turkish-looking ending on a foreign word is judged by the Turkish rule too.
  return ENGLISH_NON_NOUN.test(lower) ? "any" : "noun";
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
export interface LyricWord {
  /** the word or two-word phrase, as the lyrics spell it */
  word: string;
  shape: "noun" | "any";
}

export function pickLyricWord(excerpt: string, avoid: readonly string[], rng: Rng): LyricWord | null {
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
  if (phrases.length > 0 && rng.chance(0.25)) return { word: rng.pick(phrases), shape: "any" };

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
  const word = rng.pick(ranked).display;
  return { word, shape: lyricWordShape(word, turkish) };
}
