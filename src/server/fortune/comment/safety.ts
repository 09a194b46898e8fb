/**
 * What a fortune must not touch. One classifier for the person's hint and for generated text:
 * health, death, pregnancy, court cases, debt, investment, crypto and gambling are "sensitive"
 * (no forecast about them, and the hint is not repeated); words of self-harm get no fortune at all
 * but a support message (112). Used by the offline composer, the prompt and the check on a model's
 * answer, so all three agree.
 *
 * Matching is Turkish-aware: Turkish lower-casing (İ -> i, I -> ı), apostrophes dropped
 * ("kanser'im"), circumflex folded (â -> a), letter runs shortened ("ölmeeek"), and most rules are
 * written in ASCII-folded form so "olmek istiyorum" and "kredi karti" match too. Rules whose
 * folded form would collide with an everyday word (ölüm/olum "oğlum", öldü/oldu, kendimi
 * asmak/aşmak) match the Turkish spelling only. Suffixes are allowed after a stem unless the rule
 * lists the endings itself (dava, not davet; hisse, not hissetmek).
 */

export type SensitiveTopic =
  | "health"
  | "death"
  | "pregnancy"
  | "legal"
  | "debt"
  | "investment"
  | "crypto"
  | "gambling";

export type HintSafety =
  | { kind: "none" }
  | { kind: "sensitive"; topic: SensitiveTopic }
  | { kind: "self-harm"; topic: "self-harm" };

interface Rule {
  topic: SensitiveTopic | "self-harm";
  /** matched against the ASCII-folded text */
  folded?: RegExp;
  /** matched against the Turkish lower-cased text (for stems whose folded form is ambiguous) */
  turkish?: RegExp;
  /** a hint-only rule: too ambiguous to reject generated text for (icra: "performing" a song) */
  hintOnly?: boolean;
}

const L = "\\p{L}";
/** a word starting with one of the stems, with any suffix */
const stem = (...stems: string[]) => new RegExp(`(?<!${L})(?:${stems.join("|")})${L}*`, "u");
/** one of the words exactly */
const word = (...words: string[]) => new RegExp(`(?<!${L})(?:${words.join("|")})(?!${L})`, "u");
/** a phrase whose words may carry suffixes: "kredi kart" -> "kredi kartımı" */
const phrase = (...phrases: string[]) =>
  new RegExp(`(?<!${L})(?:${phrases.map((p) => p.split(" ").join(`${L}*\\s?`)).join("|")})${L}*`, "u");

const RULES: readonly Rule[] = [
  // ---------- self-harm: no fortune, a support message ----------
  {
    topic: "self-harm",
    folded: stem("intihar", "suicid", "unalive", "selfharm", "self harm", "kendime zarar", "kendini oldur"),
  },
  {
    topic: "self-harm",
    folded: phrase(
      "kendimi oldur",
      "oldur kendimi",
      "oldurcem kendimi",
      "bilek kes",
      "bileklerimi kes",
      "canima kiy",
      "canina kiy",
      "hayatima son ver",
      "yasamima son ver",
      "her seye son ver",
      "kendimi bitir",
      "yasamak istemiyor",
      "yasamak istemiyom",
      "yasamaktan bikt",
      "yasamaktan yorul",
      "yasamanin anlami",
      "yasamanin bir anlami",
      "yasamak anlamsiz",
      "olmek istiyor",
      "olmek isti",
      "olmeyi dusun",
      "olmeliyim",
      "keske olsem",
      "olsem de kurtul",
      "yok olmak istiyor",
      "uyanmak istemiyor",
      "gebermek istiyor",
      "kill myself",
      "end my life",
      "want to die",
      "wanna die",
    ),
  },
  { topic: "self-harm", folded: word("olmek", "olsem", "kms", "gebersem") },
  {
    // not "kendimi keşfetmek" (discover myself): the endings are listed
    topic: "self-harm",
    folded: new RegExp(`(?<!${L})kendimi kes(?:mek|ecegim|ecem|icem|cem|tim|iyorum|meyi)(?!${L})`, "u"),
  },
  {
    topic: "self-harm",
    turkish: phrase("kendimi as", "kendimi asmak", "kendimi asıcam", "kendimi asacağım"),
  },

  // ---------- death ----------
  {
    topic: "death",
    turkish: new RegExp(`(?<!${L})öl(?:üm|ü|üyor|ecek|eceğ|ücem|dü|müş|ür|se|en|esiy)${L}*`, "u"),
  },
  {
    topic: "death",
    folded: stem(
      "olecek",
      "oleceg",
      "olumden",
      "olumun",
      "vefat",
      "cenaze",
      "mezar",
      "taziye",
      "death",
      "dying",
    ),
  },
  { topic: "death", folded: word("olu", "oluler", "olume", "olumu", "olumle") },

  // ---------- health ----------
  {
    topic: "health",
    folded: stem(
      "kanser",
      "tumor",
      "kemoterapi",
      "radyoterapi",
      "ameliyat",
      "hastane",
      "hastalik",
      "hastalig",
      "hastalan",
      "hastayim",
      "sagli",
      "saglig",
      "teshis",
      "tahlil",
      "biyopsi",
      "tomografi",
      "patoloji",
      "losemi",
      "diyabet",
      "felc",
      "migren",
      "covid",
      "kovid",
      "korona",
      "ilac",
      "tedavi",
      "terapi",
      "psikolog",
      "psikiyatr",
      "depresyon",
      "anksiyete",
      "bipolar",
      "sizofren",
      "obsesif",
      "travma",
      "anoreksi",
      "bulimi",
      "otizm",
      "alzheimer",
      "demans",
      "sakatlik",
      "cancer",
      "surgery",
      "hospital",
      "chemo",
      "depress",
      "diagnos",
    ),
  },
  {
    topic: "health",
    folded: phrase(
      "panik atak",
      "kalp kriz",
      "kalp hasta",
      "seker hasta",
      "yeme bozuklu",
      "acil servis",
      "yogun bakim",
      "mr sonuc",
      "test sonucum",
    ),
  },
  { topic: "health", folded: word("hasta", "kemo", "okb", "dehb", "adhd", "grip", "tani", "tanim konul") },

  // ---------- pregnancy ----------
  { topic: "pregnancy", folded: stem("hamile", "gebelik", "kisirlik", "kurtaj", "sezaryen", "pregnan") },
  {
    topic: "pregnancy",
    folded: phrase(
      "tup bebek",
      "dusuk yap",
      "bebek sahibi",
      "cocuk sahibi",
      "bebegimiz olacak",
      "bebegim olacak",
      "cocugumuz olacak",
      "cocugum olacak",
      "regl gecik",
      "adet gecik",
      "dogum yap",
    ),
  },
  { topic: "pregnancy", folded: word("gebe", "gebeyim") },

  // ---------- court cases ----------
  {
    topic: "legal",
    folded: stem(
      "mahkeme",
      "hapis",
      "hapse",
      "cezaevi",
      "tutuklan",
      "tutuklu",
      "gozalti",
      "savci",
      "haciz",
      "velayet",
      "nafaka",
      "sabika",
      "lawsuit",
    ),
  },
  {
    topic: "legal",
    folded: new RegExp(
      `(?<!${L})dava(?:m|n|mi|miz|si|sini|sinda|da|dan|yi|ya|lar${L}*|li${L}*|ci${L}*)?(?!${L})`,
      "u",
    ),
  },
  { topic: "legal", folded: phrase("suc duyuru", "court case") },
  { topic: "legal", folded: new RegExp(`(?<!${L})icra(?!\\s?et)${L}*`, "u"), hintOnly: true },

  // ---------- debt ----------
  {
    topic: "debt",
    folded: stem("borc", "kredi", "taksit", "faiz", "iflas", "konkordato", "tefeci", "batik", "debt"),
  },

  // ---------- investment ----------
  {
    topic: "investment",
    folded: stem(
      "yatirim",
      "borsa",
      "doviz",
      "forex",
      "portfoy",
      "temettu",
      "nasdaq",
      "invest",
      "stock market",
    ),
  },
  { topic: "investment", folded: new RegExp(`(?<!${L})hisse(?![td])${L}*`, "u") },
  { topic: "investment", folded: phrase("altin fiyat", "gram altin", "dolar kur", "euro kur") },
  { topic: "investment", folded: word("bist", "dolar", "euro", "hisse senedi"), hintOnly: true },

  // ---------- crypto ----------
  {
    topic: "crypto",
    folded: stem(
      "kripto",
      "crypto",
      "bitcoin",
      "ethereum",
      "altcoin",
      "dogecoin",
      "memecoin",
      "binance",
      "blokzincir",
      "blockchain",
      "solana",
      "shiba",
    ),
  },
  { topic: "crypto", folded: word("btc", "usdt", "nft", "coin", "coinler", "coinim", "coinlerim") },

  // ---------- gambling and betting ----------
  {
    topic: "gambling",
    folded: stem(
      "iddaa",
      "bahis",
      "kumar",
      "casino",
      "kazino",
      "rulet",
      "poker",
      "blackjack",
      "piyango",
      "ganyan",
      "jackpot",
      "gambl",
      "betting",
    ),
  },
  {
    topic: "gambling",
    folded: phrase(
      "kazi kazan",
      "sans topu",
      "sayisal loto",
      "mac tahmin",
      "at yaris",
      "kupon yap",
      "kupon tut",
    ),
  },
  { topic: "gambling", folded: word("idda", "loto", "slot", "tjk", "kuponum", "kuponlar") },
  { topic: "gambling", folded: word("bet"), hintOnly: true },
];

/**
 * Everyday phrases that contain a listed stem but are not about the topic; they are blanked out
 * before matching (folded form).
 */
const EXCEPTIONS: readonly RegExp[] = [
  new RegExp(`(?<!${L})olumsuz${L}*`, "gu"), // ölümsüz aşk; olumsuz
  new RegExp(`(?<!${L})olumune(?!${L})`, "gu"), // ölümüne aşk
  phrase("olene kadar"),
  phrase("dogum gun"),
  phrase("tesekkur borc", "vefa borc", "gonul borc", "minnet borc", "can borc", "hayat borc"),
  new RegExp(`(?<!${L})(?:sana|size|ona|sizlere|hepinize|cok sey) borclu${L}*`, "gu"),
  phrase("ders kredi", "kredi notu ders"),
  new RegExp(`(?<!${L})ilac${L}* gibi`, "gu"),
  phrase("bahse gir"),
  phrase("indirim kupon"),
].map((r) => new RegExp(r.source, "gu"));

/** The same for the rules matched on the Turkish spelling: love's hyperbole is not about death. */
const TURKISH_EXCEPTIONS: readonly RegExp[] = [
  /(?<!\p{L})ölümsüz\p{L}*/gu,
  /(?<!\p{L})ölümüne/gu,
  /(?<!\p{L})ölene kadar/gu,
  /(?<!\p{L})ölürüm sana/gu,
  /(?<!\p{L})ölürüm senin için/gu,
];

const FOLD: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

/** Turkish lower-case, apostrophes dropped, circumflex folded, punctuation to spaces, runs shortened. */
export function normalizeTurkish(text: string): string {
  return ` ${text
    .normalize("NFC")
    .toLocaleLowerCase("tr-TR")
    .replace(/i̇/gu, "i") // a dotted capital İ lowered by a non-Turkish step
    .replace(/[’'`´]/gu, "")
    .replace(/[âîû]/gu, (c) => FOLD[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .trim()} `;
}

/** The Turkish-normalised text with ç ğ ı ö ş ü folded to ASCII. */
export function foldTurkish(normalized: string): string {
  return normalized.replace(/[çğıöşüâîû]/gu, (c) => FOLD[c] ?? c);
}

/**
 * Short texts (hints, lyric words) come back often: their answers are remembered, a bounded
 * number of them, so the composer can ask about every lyric word cheaply.
 */
const remembered = new Map<string, HintSafety>();
const REMEMBER_MAX = 5000;
const REMEMBER_LENGTH = 40;

function classify(text: string, scope: "hint" | "generated"): HintSafety {
  if (text.length > REMEMBER_LENGTH) return classifyNow(text, scope);
  const key = `${scope}|${text}`;
  const known = remembered.get(key);
  if (known) return known;
  const result = classifyNow(text, scope);
  if (remembered.size >= REMEMBER_MAX) remembered.clear();
  remembered.set(key, result);
  return result;
}

function classifyNow(text: string, scope: "hint" | "generated"): HintSafety {
  if (!text.trim()) return { kind: "none" };
  const turkish = normalizeTurkish(text);
  let folded = foldTurkish(turkish);
  for (const ex of EXCEPTIONS) folded = folded.replace(ex, " ");
  let turkishText = turkish;
  for (const ex of TURKISH_EXCEPTIONS) turkishText = turkishText.replace(ex, " ");
  let sensitive: SensitiveTopic | null = null;
  for (const rule of RULES) {
    if (rule.hintOnly && scope === "generated") continue;
    const hit = rule.folded?.test(folded) === true || rule.turkish?.test(turkishText) === true;
    if (!hit) continue;
    if (rule.topic === "self-harm") return { kind: "self-harm", topic: "self-harm" };
    sensitive ??= rule.topic;
  }
  return sensitive ? { kind: "sensitive", topic: sensitive } : { kind: "none" };
}

/** What the person's hint is about, as far as a fortune is concerned. */
export function classifyHint(hint: string | null | undefined): HintSafety {
  return typeof hint === "string" ? classify(hint, "hint") : { kind: "none" };
}

/** The same classification for text the app wrote (a model's answer), minus hint-only rules. */
export function classifyText(text: string): HintSafety {
  return classify(text, "generated");
}

// ---------- what the app may never write ----------

const TLD =
  "com|net|org|info|biz|io|co|me|tv|app|dev|xyz|link|site|online|shop|store|club|live|ly|gl|gg|to|cc|ru|de|uk|us|eu|tr|az|ai|sh|page|click|top|vip|win|bet";
const LINK = new RegExp(
  `https?:\\/\\/|\\bwww\\.|[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLD})(?:\\.[a-z]{2})?(?![\\p{L}\\p{N}])|\\b[\\w.+-]+@[\\w-]+\\.[\\w.]+`,
  "iu",
);
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
  if (LINK.test(text)) return "link or address";
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
  const unsafe = unsafeContent(all);
  if (unsafe) return { ok: false, reason: unsafe };
  let scanned = all;
  for (const name of [context.title, context.artist, ...(context.names ?? [])]) {
    const n = name?.trim();
    if (n && n.length >= 2) scanned = scanned.split(n).join(" ");
  }
  const topic = classifyText(scanned);
  if (topic.kind !== "none") return { ok: false, reason: `${topic.kind} topic (${topic.topic})` };
  const hint = context.hint ? normalizeTurkish(context.hint).trim() : "";
  if (hint && classifyHint(context.hint).kind !== "none" && normalizeTurkish(all).includes(` ${hint}`)) {
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
const SUPPORT_TEXT =
  "Şu an çok ağır bir şey taşıyor olabilirsin; bununla tek başına kalmak zorunda değilsin. " +
  "Kendini güvende hissetmiyorsan hemen 112'yi ara; ücretsizdir, günün her saati açıktır ve seni sağlık ekiplerine bağlar. " +
  "Şimdi güvendiğin birine, bir arkadaşına ya da ailenden birine haber ver; yanında biri olsun.";

/** The support message in the comment's shape; long equals short, so no "more" toggle shows. */
export function supportComment(): { headline: string; short: string; long: string } {
  return { headline: SUPPORT_HEADLINE, short: SUPPORT_TEXT, long: SUPPORT_TEXT };
}
