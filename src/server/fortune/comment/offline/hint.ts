/** What a hint is about, roughly, so that some of the hint sentences (phrases.ts) can fit it. */
export type HintTopic = "study" | "love" | "work" | "motivation" | "travel" | "people";

const TOPIC_EXACT: Record<string, HintTopic> = {
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
const TOPIC_PREFIX: [string, HintTopic][] = [
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
export function hintTopic(hint: string): HintTopic | null {
  const tokens = hint.toLocaleLowerCase("tr-TR").split(/[^\p{L}]+/u);
  for (const token of tokens) {
    const exact = TOPIC_EXACT[token];
    if (exact) return exact;
    for (const [prefix, topic] of TOPIC_PREFIX) if (token.startsWith(prefix)) return topic;
  }
  return null;
}

/** Question words and the question particle with its personal endings (mı, miyim, musun, müdür…). */
const QUESTION_WORD =
  /^(?:ne|neyi|neye|neden|nede|niye|niçin|nasıl|kim|kimi|kime|kimden|kiminle|hangi|hangisi|nere|nereye|nerede|nereden|neresi|kaç|ne zaman|m[ıiuü](?:y[ıiuü]m|s[ıiuü]n|d[ıiuü]r|y[ıiuü]z|s[ıiuü]n[ıiuü]z|l[ae]r)?)$/u;

/**
 * Whether the hint is a question ("Bu şarkı bana ne anlatıyor?", "terfi yakın mı"), which takes
 * the question frames rather than those written for a topic of one to three words.
 */
export function isQuestionHint(raw: string | null): boolean {
  if (!raw) return false;
  const text = raw.trim();
  if (/[?？¿]\s*$/u.test(text)) return true;
  return text
    .toLocaleLowerCase("tr-TR")
    .split(/[^\p{L}]+/u)
    .some((word) => QUESTION_WORD.test(word));
}
