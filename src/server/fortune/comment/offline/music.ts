/**
 * Maps a track's audio features to "traits" (fast, minor, bright...) and an overall mood.
 * Each trait carries Turkish adjectives and a few detail sentences; the mood selects the
 * theme readings (see phrases.ts). Thresholds are deliberately coarse: this is a fortune.
 */
import type { AudioFeatures } from "@/shared/api/tracks";
import { KEY_NAMES_TR } from "@/shared/music";

export type Mood = "lively" | "calm" | "deep" | "neutral";

export type TraitId =
  | "fast"
  | "slow"
  | "moderate"
  | "highEnergy"
  | "lowEnergy"
  | "happy"
  | "sad"
  | "minor"
  | "major"
  | "bright"
  | "dark"
  | "danceable"
  | "acoustic"
  | "loud"
  | "quiet";

export interface Trait {
  id: TraitId;
  mood: Mood;
  salience: number;
}

export interface MusicProfile {
  traits: Trait[];
  mood: Mood;
  bpm: number | null;
  /** Turkish solfège name of the key, e.g. "La" or "Fa diyez" */
  keyName: string | null;
}

const KEY_NAMES = KEY_NAMES_TR;

/** Turkish adjectives that can stand before a noun: "hareketli melodisi", "hareketli notalar". */
export const TRAIT_ADJECTIVES: Record<TraitId, readonly string[]> = {
  fast: ["hareketli", "coşkulu", "hızlı"],
  slow: ["sakin", "ağır akan", "dingin", "telaşsız"],
  moderate: ["dengeli", "orta tempolu"],
  highEnergy: ["enerjik", "güçlü", "dinamik"],
  lowEnergy: ["yumuşak", "kadifemsi", "sakin"],
  happy: ["neşeli", "keyifli", "cıvıl cıvıl"],
  sad: ["içli", "buruk", "hüzünlü"],
  minor: ["hüzünlü", "melankolik", "minör tonlu"],
  major: ["aydınlık", "ferah", "majör tonlu"],
  bright: ["parlak", "ışıltılı", "pırıl pırıl"],
  dark: ["buğulu", "koyu renkli", "derinden gelen"],
  danceable: ["kıpır kıpır", "dans ettiren", "ritmi bol"],
  acoustic: ["akustik", "yalın", "sıcacık"],
  loud: ["gür", "güçlü sesli", "coşkun"],
  quiet: ["fısıltılı", "alçak sesli", "yumuşacık"],
};

/** Used when nothing is known about the sound. */
export const NEUTRAL_ADJECTIVES: readonly string[] = [
  "kendine has",
  "akılda kalan",
  "tanıdık",
  "samimi",
  "sıcak",
  "gizemli",
];

export interface DetailContext {
  bpm: number | null;
  keyName: string | null;
}

/** One or two full sentences (without the final period) describing a trait in some depth. */
export const TRAIT_DETAILS: Record<TraitId, readonly ((c: DetailContext) => string | null)[]> = {
  fast: [
    (c) =>
      c.bpm
        ? `Dakikada yaklaşık ${c.bpm} vuruşluk temposu, içi içine sığmayan bir ruh halini anlatıyor`
        : null,
    () => "Hızlı temposu, adımlarını farkında olmadan sıklaştırıyor",
    () => "Temposu öyle canlı ki notalar birbirini kovalıyor gibi",
    () => "Temposu, koşar adım giden bir günü anlatıyor gibi",
    () => "Hızlı ritmi, kalp atışlarını bile hızlandıracak cinsten",
    () => "Notalar öyle hızlı akıyor ki insanın içi kıpır kıpır oluyor",
    () => "Temposu yerinde duramayan bir şehir gibi akıp gidiyor",
    () => "Ritim bir an bile soluklanmıyor; insan ister istemez ayağıyla tempo tutuyor",
    () => "Hızlı ritmi, yokuş aşağı bisiklete binmenin müziği gibi",
    () => "Temposu, son dakikada yetişilen bir vapur kadar heyecanlı",
  ],
  slow: [
    (c) =>
      c.bpm
        ? `Dakikada yaklaşık ${c.bpm} vuruşla ağır ağır ilerleyen temposu, acele etmeden düşünmeye davet ediyor`
        : null,
    () => "Ağır akan temposu, zamanın biraz yavaşladığı hissini veriyor",
    () => "Temposu durgun bir nehir gibi; telaşsız ama kararlı akıyor",
    () => "Yavaş temposu, insana soluklanmak için zaman tanıyor",
    () => "Ağır ağır ilerleyen ritmi, acele etmenin gereksiz olduğunu söylüyor gibi",
    () => "Telaşsız temposu, akşamüstü çayı kadar sakin",
  ],
  moderate: [
    (c) =>
      c.bpm
        ? `Dakikada yaklaşık ${c.bpm} vuruşluk dengeli temposu, ne aceleci ne de ağırdan alan bir ruh hali anlatıyor`
        : null,
    () => "Temposu tam kıvamında; ne koşturuyor ne de oyalanıyor",
    () => "Ne hızlı ne yavaş; tam yürüyüş temposunda",
    () => "Dengeli ritmi, adımlarına güven veriyor",
    () => "Temposu, sohbet eder gibi rahat",
  ],
  highEnergy: [
    () => "Yüksek enerjisi, harekete geçmeye çağıran bir davul sesi gibi",
    () => "Enerjisi hoparlörlere sığmayacak kadar yüksek",
    () => "Enerjisi, odadaki herkesi ayağa kaldıracak cinsten",
    () => "Coşkulu enerjisi insanı yerinde tutmuyor",
    () => "Bu kadar yüksek enerji, sabah kahvesi kadar uyandırıcı",
    () => "Enerjisi, konser salonunun son sırasına kadar ulaşacak güçte",
    () => "Davulları ve coşkusuyla insanın içindeki yorgunluğu silip atıyor",
    () => "Enerjisi öyle yüksek ki ses düğmesi kendiliğinden yükseliyor gibi",
  ],
  lowEnergy: [
    () => "Yumuşak enerjisi, omuzlarını usulca gevşetiyor",
    () => "Enerjisi düşük ama derin; tıpkı uzun bir nefes gibi",
    () => "Sakin enerjisi, uzun bir günün sonundaki sessizliği andırıyor",
    () => "Dingin havası, bir battaniye gibi sarıp sarmalıyor",
    () => "Enerjisi düşük ama etkisi büyük",
  ],
  happy: [
    () => "Neşeli havası, yüzüne kendiliğinden bir gülümseme konduruyor",
    () => "Güler yüzlü havası, keyfini hemen yerine getiriyor",
    () => "Neşesi, güneşli bir pazar sabahını hatırlatıyor",
    () => "Keyifli havası, insanın içini şenlendiriyor",
    () => "Pozitif havası, sıkıcı bir günü bile toparlayacak cinsten",
  ],
  sad: [
    () => "İçli havası, usulca yüreğe sızıyor",
    () => "Buruk bir tadı var; eski bir hatırayı anımsatıyor",
    () => "Hüzünlü havası, yağmurlu bir pencere kenarını anımsatıyor",
    () => "İçli tınısı, söylenmemiş sözleri hatırlatıyor",
    () => "Hüznü ağır değil; insanı yumuşatan türden",
  ],
  minor: [
    (c) =>
      c.keyName ? `${c.keyName} minör tonunun hafif hüznü, içindeki derin duyguları kıpırdatıyor` : null,
    () => "Minör tonları, ezgiye tatlı bir hüzün katıyor",
    () => "Minör tonu, ezgiye derin bir anlam katıyor",
    () => "Hüzünlü tonu, kalbin en ince tellerine dokunuyor",
  ],
  major: [
    (c) => (c.keyName ? `${c.keyName} majör tonu, ezgiye ferah ve güneşli bir hava katıyor` : null),
    () => "Majör tonları, içini aydınlatan bir ferahlık taşıyor",
    () => "Majör tonu, içine güneş doğmuş gibi bir his bırakıyor",
    () => "Aydınlık tonu, yüzüne ışık vuruyor gibi",
  ],
  bright: [
    () => "Parlak tınısı, bir sabah güneşi gibi içeri doluyor",
    () => "Işıltılı sesi kulağa cam gibi berrak geliyor",
    () => "Pırıl pırıl tınısı, temiz bir sabah havası gibi",
    () => "Parlak sesi, gri bir günü bile renklendiriyor",
    () => "Işıltılı tınısı, kulağına küçük ışık taneleri serpiştiriyor",
  ],
  dark: [
    () => "Buğulu tınısı, gece yarısı sohbetlerinin samimiyetini taşıyor",
    () => "Derinden gelen tınısı, insanı uzun düşüncelere daldırıyor",
    () => "Koyu renkli tınısı, sıcak bir gece sohbetini andırıyor",
    () => "Buğulu sesi, sisli bir sabahın gizemini taşıyor",
    () => "Derin tınısı, içe dönük bir akşama çok yakışıyor",
  ],
  danceable: [
    () => "Kıpır kıpır ritmi insanı yerinde durdurmuyor",
    () => "Dans ettiren ritmi, ayakların kendi kendine tempo tutmasına yetiyor",
    () => "Ritmi öyle oynak ki mutfakta bile dans edesin geliyor",
    () => "Kıvrak ritmi, omuzlarını kendiliğinden hareketlendiriyor",
    () => "Ritmi, ayaklarını yerden kesecek cinsten",
  ],
  acoustic: [
    () => "Akustik dokusu, çalanın hemen yanında oturuyormuşsun gibi sıcak ve samimi",
    () => "Yalın ve akustik sesi, gösterişten çok duyguya yer açıyor",
    () => "Akustik sesi, bir kamp ateşi başında çalınıyormuş gibi",
    () => "Yalın düzenlemesi her notayı ayrı ayrı duyuruyor",
    () => "Akustik tınısı, ahşap bir odanın sıcaklığını taşıyor",
  ],
  loud: [
    () => "Gür sesi, adeta bir müjde verir gibi yankılanıyor",
    () => "Sesi güçlü ve net; söyleyeceğini çekinmeden söylüyor",
    () => "Gür sesi, kalabalık bir meydanı doldurabilecek kadar güçlü",
    () => "Yüksek sesi, içindeki cesareti de yükseltiyor",
  ],
  quiet: [
    () => "Fısıltı gibi sesi, en önemli şeylerin bazen alçak sesle söylendiğini hatırlatıyor",
    () => "Yumuşacık sesi, kulağına eğilip bir sır verir gibi",
    () => "Alçak sesi, kulağa fısıltı gibi geliyor",
    () => "Sessizliğe yakın tınısı, insanı dinlemeye davet ediyor",
  ],
};

/** Sentences for a track whose sound is unknown. */
export const NEUTRAL_DETAILS: readonly string[] = [
  "Kendine has tınısı kulakta iz bırakıyor",
  "Tınısında tanıdık ama bir o kadar da yeni bir şey var",
  "Daha ilk notasından kendine özgü bir hikâye anlatmaya başlıyor",
  "Kulağa ilk dinleyişte tanıdık geliyor",
  "Kendine özgü bir havası var; bir şeye benzetmek zor",
  "Tınısı insanın içinde bir yerlere dokunuyor",
  "Daha ilk saniyelerinde insanı içine çekiyor",
  "Melodisi kolayca akılda kalıyor",
  "Sesinde insanı dinlemeye davet eden bir şey var",
  "Her dinleyişte yeni bir ayrıntı fark ettirecek türden",
  "Ezgisi sade ama etkileyici",
  "Havası, insanı kendi düşüncelerine daldırıyor",
];

const MOOD_OF: Record<TraitId, Mood> = {
  fast: "lively",
  slow: "calm",
  moderate: "neutral",
  highEnergy: "lively",
  lowEnergy: "calm",
  happy: "lively",
  sad: "deep",
  minor: "deep",
  major: "lively",
  bright: "lively",
  dark: "deep",
  danceable: "lively",
  acoustic: "calm",
  loud: "lively",
  quiet: "calm",
};

function num(v: number | null | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export function analyzeAudio(audio: AudioFeatures | null): MusicProfile {
  const traits: Trait[] = [];
  const add = (id: TraitId, salience: number) => traits.push({ id, mood: MOOD_OF[id], salience });
  if (!audio) return { traits, mood: "neutral", bpm: null, keyName: null };

  const tempo = num(audio.tempo);
  const energy = num(audio.energy);
  const valence = num(audio.valence);
  const mode = num(audio.mode);
  const brightness = num(audio.brightness);
  const dance = num(audio.danceability);
  const acoustic = num(audio.acousticness);
  const loudness = num(audio.loudness);
  const key = num(audio.key);

  if (tempo !== null && tempo > 0) {
    if (tempo >= 125) add("fast", 0.5 + (tempo - 125) / 60);
    else if (tempo <= 88) add("slow", 0.5 + (88 - tempo) / 40);
    else add("moderate", 0.2);
  }
  if (energy !== null) {
    if (energy >= 0.68) add("highEnergy", energy);
    else if (energy <= 0.35) add("lowEnergy", 1 - energy);
  }
  if (valence !== null) {
    if (valence >= 0.65) add("happy", valence);
    else if (valence <= 0.35) add("sad", 1 - valence);
  }
  if (mode === 0) add("minor", 0.62);
  else if (mode === 1) add("major", 0.4);
  if (brightness !== null) {
    if (brightness >= 0.62) add("bright", brightness * 0.9);
    else if (brightness <= 0.3) add("dark", (1 - brightness) * 0.8);
  }
  if (dance !== null && dance >= 0.7) add("danceable", dance * 0.9);
  if (acoustic !== null && acoustic >= 0.65) add("acoustic", acoustic * 0.85);
  if (loudness !== null) {
    if (loudness >= -6) add("loud", 0.45);
    else if (loudness <= -16) add("quiet", 0.55);
  }
  traits.sort((a, b) => b.salience - a.salience);

  const votes: Record<Mood, number> = { lively: 0, calm: 0, deep: 0, neutral: 0 };
  for (const t of traits) votes[t.mood] += t.id === "major" ? t.salience / 2 : t.salience;
  let mood: Mood = "neutral";
  let best = 0;
  for (const m of ["deep", "lively", "calm"] as const) {
    if (votes[m] > best) {
      best = votes[m];
      mood = m;
    }
  }
  // Traits that agree with the overall mood come first, so adjectives, details and the
  // reading tell one story; a contrasting trait may still follow ("hem hareketli hem hüzünlü").
  const ordered = [...traits.filter((t) => t.mood === mood), ...traits.filter((t) => t.mood !== mood)];
  return {
    traits: ordered,
    mood,
    bpm: tempo !== null && tempo > 0 ? Math.round(tempo) : null,
    keyName: key !== null && Number.isInteger(key) && key >= 0 && key <= 11 ? (KEY_NAMES[key] ?? null) : null,
  };
}
