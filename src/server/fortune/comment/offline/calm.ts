/**
 * The comment for a sensitive hint (health, death, pregnancy, court, debt, investment, crypto,
 * gambling; see ../safety.ts): the song's mood only. No forecast of any kind, no theme reading,
 * no luck, and the hint is never repeated; the notice says, once, that a fortune is not the place
 * for the topic. No future tense anywhere in these banks, so nothing reads as a prediction about
 * what the person has on their mind. Sentences are written without the final period.
 */
import type { Mood } from "./music";
import type { SongRef } from "./phrases";

/** What the sound does now (3rd-person predicates of "the melody"). */
export const CALM_MOODS: Record<Mood, readonly string[]> = {
  lively: [
    "insana canlılık veren bir enerji taşıyor",
    "odaya hareket ve renk katıyor",
    "içini kıpır kıpır eden bir neşe taşıyor",
    "bir anlığına bile olsa omuzları hafifletiyor",
  ],
  calm: [
    "insanı sakinleştiren bir dinginlik taşıyor",
    "nefesi yavaşlatan bir huzur taşıyor",
    "telaşı bir kenara bıraktıran bir sükûnet taşıyor",
    "insanın içine yumuşacık yerleşiyor",
  ],
  deep: [
    "içli ama insanı sarıp sarmalayan bir sıcaklık taşıyor",
    "duygulara nazikçe eşlik ediyor",
    "yalnız olmadığını hissettiren bir yakınlık taşıyor",
    "hüznü bile yumuşatan bir şefkat taşıyor",
  ],
  neutral: [
    "kendine has bir sıcaklık taşıyor",
    "kulağa tanıdık bir dost gibi geliyor",
    "insana kısa bir mola verdiriyor",
    "insanı bir süreliğine kendi düşüncelerinden uzaklaştırıyor",
  ],
};

export interface CalmCtx {
  song: SongRef;
  imzali: string;
  adj: string;
  noun: string;
  mood: string;
}

export const CALM_OPENERS: readonly { text: (c: CalmCtx) => string; startsWithName?: boolean }[] = [
  { text: (c) => `${c.imzali}${c.song.gen} ${c.adj} ${c.noun} ${c.mood}`, startsWithName: true },
  { text: (c) => `Falına ${c.imzali}${c.song.nom} çıktı; ${c.adj} ${c.noun} ${c.mood}` },
  { text: (c) => `Tuttuğun sayı seni ${c.imzali}${c.song.dat} götürdü; ${c.adj} ${c.noun} ${c.mood}` },
  { text: (c) => `Bu kez sahnede ${c.imzali}${c.song.nom} var; ${c.adj} ${c.noun} ${c.mood}` },
];

/** After the notice, in the long text: the song as company, nothing more. */
export const CALM_COMPANY: readonly string[] = [
  "Bazen bir şarkının en güzel yaptığı şey, yalnızca yanında olmaktır",
  "Bu birkaç dakika yalnızca senin; şarkı da sana eşlik ediyor",
  "Müzik her soruya cevap vermez ama insanın yükünü bir an olsun hafifletir",
  "Şarkının işi burada tahmin değil, arkadaşlık",
  "Bir melodinin sesi, bazen insana iyi gelen bir el gibidir",
  "Bir şarkı bazen yalnızca yanında oturan sessiz bir dost gibidir",
  "Şu an bu şarkıdan tek dileğin, sana eşlik etmesi olsun",
  "Kimi melodiler bir şey söylemez, yalnızca insanın yanında durur",
];

export const CALM_SUGGESTIONS: readonly string[] = [
  "İstersen sesini biraz aç ve yalnızca dinle",
  "Gözlerini kapatıp bir kez baştan sona dinlemek iyi gelebilir",
  "Dinlerken birkaç derin nefes almak da iyi gelebilir",
  "Sevdiğin biriyle paylaşmak istersen bu şarkı güzel bir bahane",
  "Şarkı bittiğinde kendine bir bardak su ya da çay koymayı unutma",
];

export const CALM_LYRIC: readonly ((w: string) => string)[] = [
  (w) => `Şarkının «${w}» dediği yer, en akılda kalan anlarından biri`,
  (w) => `Sözlerin «${w}» diye aktığı yerde ezgi biraz daha yumuşuyor`,
];

export const CALM_INSTRUMENTAL: readonly string[] = [
  "Bu parça sözsüz; söylenmesi gerekeni notalar usulca söylüyor",
  "Sözsüz bir parça bu; kelimelere gerek bırakmadan eşlik ediyor",
];

export const CALM_HEADLINES: readonly ((c: { adj: string; title: string | null }) => string | null)[] = [
  (c) => `${c.adj} notalarla kısa bir mola`,
  (c) => `Şarkın çaldı: ${c.adj} bir eşlik`,
  (c) => (c.title ? `«${c.title}» bu kez yalnızca eşlik ediyor` : null),
  () => "Bu kez söz müziğin",
  () => "Şimdilik yalnızca bir şarkı ve sen",
  (c) => `Kulağında ${c.adj.toLocaleLowerCase("tr-TR")} bir ezgi`,
  () => "Bugün falın yerine bir melodi",
  (c) => `${c.adj} bir ezgiyle kısa bir soluklanma`,
  () => "Bu kez yalnızca müzik konuşsun",
  (c) => (c.title ? `«${c.title}» şimdilik sana eşlik etsin` : null),
];
