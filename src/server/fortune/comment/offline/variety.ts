/**
 * How varied the offline composer's comments are, measured the way a reader notices it: the same
 * sentence coming back draw after draw, or a phrase said twice inside one comment. Used by
 * `scripts/composer-variety.ts` (prints the figures, `npm run bench` calls it) and by
 * `variety.test.ts` (holds the thresholds), on the same deterministic corpus.
 */
import type { AudioFeatures } from "@/shared/api/tracks";
import { DEFAULT_PERSONA } from "@/shared/limits";
import type { ThemeId } from "@/shared/themes";
import { splitSentences } from "../checks";
import type { CommentInput, GeneratedComment } from "../types";
import { Rng } from "./rng";

// ---------- corpus ----------

/** Varied songs: Turkish and foreign, all caps, lower-case styled, no artist, long titles, video noise. */
export const VARIETY_TRACKS: readonly CommentInput["track"][] = [
  { id: "v:gulpembe", title: "Gülpembe", artist: "Barış Manço" },
  { id: "v:donence", title: "Dönence", artist: "Barış Manço" },
  { id: "v:simarik", title: "Şımarık", artist: "Tarkan" },
  { id: "v:kuzu", title: "Tarkan - Kuzu Kuzu (Official Video)", artist: "TarkanVEVO" },
  { id: "v:firuze", title: "Firuze", artist: "Sezen Aksu" },
  { id: "v:gidiyorum", title: "Gidiyorum", artist: "Sezen Aksu" },
  { id: "v:senagla", title: "Sen Ağlama", artist: "Sezen Aksu" },
  { id: "v:affet", title: "Affet", artist: "Müslüm Gürses" },
  { id: "v:bambaska", title: "Bambaşka Biri", artist: "Ajda Pekkan" },
  { id: "v:buaksam", title: "Bu Akşam", artist: "Duman" },
  { id: "v:manga", title: "Dünyanın Sonuna Doğmuşum", artist: "maNga" },
  { id: "v:derdim", title: "Bir Derdim Var", artist: "Mor ve Ötesi" },
  { id: "v:cambaz", title: "Cambaz", artist: "mor ve ötesi" },
  { id: "v:everyway", title: "Everyway That I Can", artist: "Sertab Erener" },
  { id: "v:tamirci", title: "Tamirci Çırağı", artist: "Cem Karaca" },
  { id: "v:islak", title: "ISLAK ISLAK", artist: "CEM KARACA" },
  { id: "v:paramparca", title: "Paramparça", artist: "Teoman" },
  { id: "v:istanbul", title: "İSTANBUL'DA SONBAHAR", artist: "TEOMAN" },
  { id: "v:kurtlar", title: "Kurtlar Vadisi Jenerik", artist: "Gökhan Kırdar" },
  { id: "v:holigan", title: "Holigan", artist: "Athena" },
  { id: "v:kubat", title: "Gel Gör Beni Aşk Neyledi", artist: "Kubat" },
  { id: "v:rocknroll", title: "Rock'n'Roll Hayatım", artist: "Pentagram" },
  { id: "v:gel", title: "Gel", artist: "Mabel Matiz" },
  { id: "v:karasevda", title: "Kara Sevda", artist: "Toygar Işıklı" },
  { id: "v:beddua", title: "Beddua", artist: "Ebru Gündeş" },
  { id: "v:gozu", title: "Ah Bu Şarkıların Gözü Kör Olsun", artist: "Müslüm Gürses" },
  { id: "v:ceviz", title: "Ben Bir Ceviz Ağacıyım", artist: "Cem Karaca" },
  { id: "v:mehmet", title: "Sarı Çizmeli Mehmet Ağa", artist: "Barış Manço" },
  { id: "v:yellow", title: "Yellow", artist: "Coldplay" },
  { id: "v:hello", title: "Hello", artist: "Adele" },
  { id: "v:blinding", title: "Blinding Lights", artist: "The Weeknd" },
  { id: "v:lose", title: "Lose Yourself", artist: "Eminem" },
  { id: "v:dontstop", title: "Don't Stop Me Now", artist: "Queen" },
  { id: "v:dancing", title: "Dancing Queen", artist: "ABBA" },
  { id: "v:army", title: "Army of Me", artist: "Björk" },
  { id: "v:one", title: "One", artist: "U2" },
  { id: "v:club", title: "In Da Club", artist: "50 Cent" },
  { id: "v:nothing", title: "Nothing Compares 2 U", artist: "Sinéad O'Connor" },
  { id: "v:sweet", title: "Sweet Child O' Mine", artist: "Guns N' Roses" },
  { id: "v:99", title: "99 Luftballons", artist: "Nena" },
  { id: "v:22", title: "22", artist: "Taylor Swift" },
  { id: "v:1999", title: "1999", artist: "Prince" },
  { id: "v:despacito", title: "Despacito", artist: "Luis Fonsi feat. Daddy Yankee" },
  { id: "v:hotel", title: "Hotel California", artist: "Eagles" },
  { id: "v:bohemian", title: "Bohemian Rhapsody", artist: "Queen" },
  { id: "v:etude", title: "Piyano Etüdü No. 3", artist: "Ayşe Kaya" },
  { id: "v:kalimba", title: "Kalimba Sabahı", artist: "Deniz Yılmaz" },
  { id: "v:yaz", title: "🔥 Yaz Gecesi 🔥", artist: "Deniz Yılmaz" },
  { id: "v:gesi", title: "Gesi Bağları", artist: "Bilinmeyen Sanatçı" },
  { id: "v:csv", title: "Sakin Ol", artist: "" },
  {
    id: "v:long",
    title: "Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan Küçük Bir Kızın Uzun Hikâyesi Üzerine",
    artist: "Anonim Orkestra",
  },
  { id: "v:caps", title: "KIRMIZI GÜL DEMET DEMET", artist: "SEZEN AKSU" },
  { id: "v:senfoni", title: "Yalnızlık Senfonisi", artist: "Sezen Aksu" },
  { id: "v:someone", title: "Someone Like You", artist: "Adele" },
  { id: "v:hayat", title: "Hayat Bayram Olsa", artist: "Şenay" },
  { id: "v:ask", title: "Aşk Kaç Beden Giyer", artist: "Sezen Aksu" },
  { id: "v:nem", title: "Nem Alacak Felek Benim", artist: "Kubat" },
  { id: "v:yalan", title: "Yalan", artist: "Ajda Pekkan" },
  { id: "v:unutamadim", title: "Unutamadım", artist: "Ebru Gündeş" },
  { id: "v:kiss", title: "Kiss", artist: "Prince" },
];

// Invented lines in the style of lyrics (no real lyrics are quoted here).
export const VARIETY_EXCERPTS: readonly string[] = [
  "Gülpembe, gülpembe\nBahar dalında açan çiçek\nYanaklarında güller açar",
  "Walking down the river road\nCounting every paper boat\nSummer rain and silver light",
  "Bu akşam ölürüm sandım\nYalnızlığın sesi dalgalarda\nBu akşam ölürüm sandım",
  "Dönence, dönence\nSabah olur gün doğar\nKaranlık gecenin sonunda",
  "[Chorus]\nOh, I'm dancing in the neon lights\nNo, I can't sleep until the morning comes",
  "Despacito\nBailando bajo la luna despacito\nCorazón de primavera",
  "Yağmur yağar ıslak ıslak\nSokaklarda yürüyorum\nİstanbul'un gecesinde",
  "Dudağını büzdün yine\nŞımarık şımarık oldun\nCilveli bakışların",
  "Sarı çizmeli Mehmet Ağa\nBir gün gelir hesap sorar\nSarı çizmeli Mehmet Ağa",
  "Hello from the other side\nI must have called a thousand times\nTwenty years of paper planes",
  "Affet beni sevgilim\nGözyaşlarım dinmiyor\nGözyaşlarım dinmiyor",
  "Holigan holigan\nStadyumda bağırırız\nTribünler inliyor",
  "Pencerede papatyalar\nBir bakışınla güller açar\nKalbim yine pır pır eder",
  "Kaldırımlar parlıyor yağmurdan\nŞehrin ışıkları suda titrer\nMartılar uçar limandan",
];

export const VARIETY_HINTS: readonly string[] = [
  "sınav",
  "motivasyon",
  "aşk",
  "yeni iş",
  "tatil",
  "aile",
  "cesaret",
  "terfi",
  "İstanbul'a taşınma",
  "eski sevgili",
  "YKS",
  "IELTS",
  "mülakat",
  "ev",
  "arkadaşlık",
  "yeni başlangıç",
  "şans",
  "değişim",
  "spor",
  "müzik",
  "umut",
  "ilham",
  "proje",
  "doğum günü",
];

function randomAudio(rng: Rng): AudioFeatures | null {
  if (rng.chance(0.25)) return null;
  const maybe = <T>(value: T): T | undefined => (rng.chance(0.75) ? value : undefined);
  return {
    tempo: maybe(60 + rng.int(120)),
    energy: maybe(rng.next()),
    loudness: maybe(-25 + rng.next() * 23),
    brightness: maybe(rng.next()),
    valence: maybe(rng.next()),
    danceability: maybe(rng.next()),
    acousticness: maybe(rng.next()),
    key: maybe(rng.int(12)),
    mode: maybe(rng.int(2)),
  };
}

function randomLyrics(rng: Rng): CommentInput["lyrics"] {
  const r = rng.next();
  if (r < 0.3) return null;
  if (r < 0.4) return { instrumental: true, excerpt: null };
  if (r < 0.45) return { instrumental: false, excerpt: null };
  return { instrumental: false, excerpt: rng.pick(VARIETY_EXCERPTS) };
}

/**
 * `count` draws of one theme as the app makes them (persona 2/2/2), with varied songs, sound,
 * lyrics and hints (none for 40%). Deterministic for a `salt`.
 */
export function varietyCorpus(theme: ThemeId, count: number, salt = 1, withHints = true): CommentInput[] {
  const rng = new Rng(0x7a11e + salt * 7919 + theme.length);
  return Array.from({ length: count }, (_, i) => {
    const track = rng.pick(VARIETY_TRACKS);
    const number = 1 + rng.int(999);
    return {
      theme,
      track,
      audio: randomAudio(rng),
      lyrics: randomLyrics(rng),
      hint: rng.chance(0.4) || !withHints ? null : rng.pick(VARIETY_HINTS),
      persona: { ...DEFAULT_PERSONA },
      seed: `${track.id}|${number}|${theme}|variety-${salt}-${i}`,
    };
  });
}

// ---------- measures ----------

/**
 * What a reader reads, sentence by sentence: the headline, the short text and the long text
 * without the short text it opens with (the result page prints that part once).
 */
export function readerSentences(c: GeneratedComment): string[] {
  const rest = c.long.startsWith(c.short) ? c.long.slice(c.short.length) : c.long;
  return [c.headline, ...splitSentences(c.short), ...rest.split(/\n\n+/u).flatMap(splitSentences)]
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words too common to make a phrase distinctive on their own; Q stands for any «quoted» text. */
const STOP = new Set(
  (
    "q bir bu şu o ve ile de da ki mi mı mu mü için gibi kadar daha çok en ama ya ne her hem sen sana seni " +
    "senin ben bana beni benim biz siz onu ona onun bile ise yine artık tam şimdi zaten sadece yalnızca"
  ).split(" "),
);

function words(sentence: string): string[] {
  return sentence
    .replace(/«[^»]*»/gu, " Q ")
    .toLocaleLowerCase("tr-TR")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/**
 * The distinctive phrases of a sentence: every run of four words (a «quote» counts as one word)
 * with at least two words outside the stop-list.
 */
export function distinctivePhrases(sentence: string): string[] {
  const known = phraseMemo.get(sentence);
  if (known) return known;
  const out = phrasesNow(sentence);
  if (phraseMemo.size >= 20_000) phraseMemo.clear();
  phraseMemo.set(sentence, out);
  return out;
}

/** The composer asks about the same bank sentences again and again: answers are remembered. */
const phraseMemo = new Map<string, string[]>();

function phrasesNow(sentence: string): string[] {
  const w = words(sentence);
  const out: string[] = [];
  for (let i = 0; i + 4 <= w.length; i++) {
    const gram = w.slice(i, i + 4);
    if (gram.filter((x) => !STOP.has(x)).length >= 2) out.push(gram.join(" "));
  }
  return out;
}

/** Sentences and distinctive phrases a comment says more than once. */
export function repeatsWithin(c: GeneratedComment): { sentences: string[]; phrases: string[] } {
  const seenS = new Set<string>();
  const seenP = new Set<string>();
  const sentences: string[] = [];
  const phrases: string[] = [];
  for (const s of readerSentences(c)) {
    if (seenS.has(s)) sentences.push(s);
    seenS.add(s);
    for (const p of new Set(distinctivePhrases(s))) {
      if (seenP.has(p)) phrases.push(p);
      seenP.add(p);
    }
  }
  return { sentences, phrases };
}

export interface VarietyReport {
  comments: number;
  /** the sentence found in most comments, and in what share of them (0-1) */
  topSentence: string;
  maxSentenceShare: number;
  /** sentences found in more than 5% of the comments */
  over5: number;
  /** comments saying a sentence or a distinctive phrase twice, and how many such repeats in all */
  commentsWithRepeats: number;
  repeats: number;
  /** distinct first three words (quotes as Q) of the short text and of the rest of the long text */
  shortOpenings: number;
  longOpenings: number;
  meanShortChars: number;
  meanLongChars: number;
  /**
   * The sentence frame (every «quote» and the artist masked) found in most comments, among the
   * sentences that quote something: a lyric word, the title or the hint.
   */
  topFrame: string;
  maxFrameShare: number;
}

/** A sentence with its «quotes» and the artist's name masked: what a reader sees as "the same line". */
export function frameOf(sentence: string, artist: string | null = null): string {
  const masked = sentence.replace(/«[^»]*»/gu, "«…»");
  return artist && artist.trim().length >= 2 ? masked.split(artist.trim()).join("…") : masked;
}

const opening = (text: string) => words(text).slice(0, 3).join(" ");

export function measureVariety(
  comments: readonly GeneratedComment[],
  artists: readonly (string | null)[] = [],
): VarietyReport {
  const inComments = new Map<string, number>();
  const frames = new Map<string, number>();
  let commentsWithRepeats = 0;
  let repeats = 0;
  const shortOpenings = new Set<string>();
  const longOpenings = new Set<string>();
  let shortChars = 0;
  let longChars = 0;
  comments.forEach((c, i) => {
    for (const s of new Set(readerSentences(c))) inComments.set(s, (inComments.get(s) ?? 0) + 1);
    const quoted = readerSentences(c).filter((s) => s.includes("«"));
    for (const f of new Set(quoted.map((s) => frameOf(s, artists[i] ?? null))))
      frames.set(f, (frames.get(f) ?? 0) + 1);
    const r = repeatsWithin(c);
    const n = r.sentences.length + r.phrases.length;
    repeats += n;
    if (n > 0) commentsWithRepeats++;
    shortOpenings.add(opening(c.short));
    const rest = c.long.startsWith(c.short) ? c.long.slice(c.short.length) : c.long;
    longOpenings.add(opening(rest));
    shortChars += Array.from(c.short).length;
    longChars += Array.from(c.long).length;
  });
  let topFrame = "";
  let topFrameCount = 0;
  for (const [f, n] of frames) {
    if (n > topFrameCount) {
      topFrameCount = n;
      topFrame = f;
    }
  }
  let topSentence = "";
  let top = 0;
  let over5 = 0;
  for (const [s, n] of inComments) {
    if (n > top) {
      top = n;
      topSentence = s;
    }
    if (n > comments.length * 0.05) over5++;
  }
  const count = Math.max(1, comments.length);
  return {
    comments: comments.length,
    topSentence,
    maxSentenceShare: top / count,
    over5,
    commentsWithRepeats,
    repeats,
    shortOpenings: shortOpenings.size,
    longOpenings: longOpenings.size,
    meanShortChars: shortChars / count,
    meanLongChars: longChars / count,
    topFrame,
    maxFrameShare: topFrameCount / count,
  };
}
