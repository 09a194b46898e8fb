/**
 * Turkish phrase banks for the offline composer. Every entry is a complete phrase written
 * by hand, so suffixes are always on our own words (vowel harmony checked by hand).
 * Names and user text are only ever inserted in quotes followed by a noun («X» şarkısı,
 * «sınav» konusunda) or before a noun/postposition (Barış Manço imzalı) or a verb (… Barış Manço
 * sana sesleniyor), never with a suffix.
 * Sentences are written without the final period; the composer adds punctuation.
 */
import type { ThemeId } from "@/shared/themes";
import type { Mood } from "./music";

export type Level = 1 | 2 | 3;
type ByTheme<T> = Record<ThemeId, T>;
type ByLevel<T> = Record<Level, T>;

/** The drawn song in the grammatical cases the templates need. */
export interface SongRef {
  nom: string;
  gen: string;
  dat: string;
  acc: string;
  ins: string;
  titled: boolean;
}

const NOUN_FORMS = {
  şarkı: { nom: "şarkısı", gen: "şarkısının", dat: "şarkısına", acc: "şarkısını", ins: "şarkısıyla" },
  parça: { nom: "parçası", gen: "parçasının", dat: "parçasına", acc: "parçasını", ins: "parçasıyla" },
} as const;

export function songRef(title: string | null, noun: keyof typeof NOUN_FORMS): SongRef {
  if (title === null) {
    return noun === "şarkı"
      ? {
          nom: "bu şarkı",
          gen: "bu şarkının",
          dat: "bu şarkıya",
          acc: "bu şarkıyı",
          ins: "bu şarkıyla",
          titled: false,
        }
      : {
          nom: "bu parça",
          gen: "bu parçanın",
          dat: "bu parçaya",
          acc: "bu parçayı",
          ins: "bu parçayla",
          titled: false,
        };
  }
  const f = NOUN_FORMS[noun];
  const q = `«${title}»`;
  return {
    nom: `${q} ${f.nom}`,
    gen: `${q} ${f.gen}`,
    dat: `${q} ${f.dat}`,
    acc: `${q} ${f.acc}`,
    ins: `${q} ${f.ins}`,
    titled: true,
  };
}

// ---------- headline ----------

/** Things that can arrive; each reads well with every predicate of its theme. */
export const HEADLINE_SUBJECTS: ByTheme<readonly string[]> = {
  genel: [
    "yeni bir başlangıç",
    "beklenmedik bir haber",
    "tatlı bir sürpriz",
    "uzun zamandır aradığın bir işaret",
    "küçük ama anlamlı bir değişim",
    "şanslı bir tesadüf",
    "içini ferahlatan bir gelişme",
    "eski bir dost",
    "güzel bir fırsat",
    "yeni bir sayfa",
    "keyifli bir macera",
    "ferah bir dönem",
    "güzel bir karşılaşma",
    "içini ısıtan bir haber",
    "müjdeli bir haber",
    "renkli bir dönem",
    "şans dolu bir rüzgâr",
    "umut dolu bir gelişme",
    "hoş bir rastlantı",
    "ilham veren bir fikir",
    "aydınlık bir gün",
    "yepyeni bir heyecan",
  ],
  ask: [
    "göz göze geleceğin bir an",
    "romantik bir sürpriz",
    "tatlı bir itiraf",
    "içini ısıtan bir söz",
    "sıcacık bir sarılma",
    "aşk dolu bir tesadüf",
    "gönlünü çelen biri",
    "tatlı bir heyecan",
    "uzun zamandır duymak istediğin o cümle",
    "romantik bir davet",
    "ruhuna iyi gelen bir sohbet",
    "sevgi dolu bir jest",
    "yeni bir aşk hikâyesi",
    "gönülden bir selam",
    "beklenmedik bir aşk mesajı",
    "tatlı bir buluşma",
    "gizli bir hayran",
    "içten bir iltifat",
    "romantik bir yürüyüş",
    "tatlı bir kahve randevusu",
    "gece yarısına uzanan bir sohbet",
  ],
  kariyer: [
    "yeni bir fırsat",
    "parlak bir fikir",
    "güzel bir iş teklifi",
    "takdir dolu bir geri bildirim",
    "heyecan verici bir proje",
    "verimli bir dönem",
    "ilham veren bir toplantı",
    "hak ettiğin takdir",
    "güçlü bir iş birliği",
    "sürpriz bir teklif",
    "emeğinin karşılığı",
    "yeni bir sorumluluk",
    "müjdeli bir e-posta",
    "merakla beklediğin onay",
    "yaratıcı bir çözüm",
    "ilham veren bir mentor",
    "yeni bir ekip arkadaşı",
    "beklenmedik bir terfi haberi",
    "verimli bir iş görüşmesi",
    "takdir toplayan bir sunum",
  ],
  gunluk: [
    "keyifli bir sohbet",
    "küçük bir mutluluk",
    "tatlı bir tesadüf",
    "beklenmedik bir gülümseme",
    "güzel bir haber",
    "minik bir sürpriz",
    "iyi bir enerji",
    "şanslı bir an",
    "ferah bir nefes",
    "sevindirici bir mesaj",
    "minik bir zafer",
    "neşeli bir karşılaşma",
    "tatlı bir mola",
    "hoş bir rastlantı",
    "keyifli bir kahve molası",
    "sürpriz bir davet",
    "tatlı bir iltifat",
    "kahkahalı bir an",
    "içini ısıtan bir mesaj",
    "güneşli bir an",
  ],
};

const ARRIVAL = [
  "yolda",
  "kapında",
  "yaklaşıyor",
  "sana göz kırpıyor",
  "çok yakında seni buluyor",
  "ufukta beliriyor",
  "kapına gelmek üzere",
  "adım adım geliyor",
  "bu hafta kendini gösteriyor",
  "beklediğinden erken geliyor",
  "usulca yaklaşıyor",
  "tam zamanında geliyor",
  "sandığından da yakın",
] as const;

export const HEADLINE_PREDICATES: ByTheme<readonly string[]> = {
  genel: [
    ...ARRIVAL,
    "seni bekliyor",
    "yola çıktı bile",
    "hayatına renk katmaya geliyor",
    "hiç beklemediğin bir anda çıkıp geliyor",
  ],
  ask: [...ARRIVAL, "seni bekliyor", "kalbinin kapısını çalıyor", "gönlüne doğru yola çıktı"],
  kariyer: [...ARRIVAL, "kariyer yolunda beliriyor", "kapıyı aralıyor"],
  gunluk: [
    "bugün kapında",
    "bugün seni buluyor",
    "günün ortasında seni buluyor",
    "akşama doğru kendini gösteriyor",
    "sabah erkenden kapını çalıyor",
    "bugün sana göz kırpıyor",
    "öğleden sonra çıkıp geliyor",
    "günün sonunda seni bekliyor",
    "bugün yoluna çıkıyor",
    "bugün tam zamanında geliyor",
    "bugün ansızın geliyor",
    "gün bitmeden seni buluyor",
  ],
};

export const PLAIN_LEADS: readonly string[] = [
  "Notalar söylüyor",
  "Melodi fısıldıyor",
  "Ritim ele veriyor",
  "Şarkı ipucunu verdi",
  "Nakarat haber veriyor",
  "Müzik konuştu",
  "Şarkının mesajı net",
  "Bu ezgi diyor ki",
  "Kulak ver",
  "Tempo belli ediyor",
  "Notaların sırrı çözüldü",
  "Seçtiğin sayı bir şarkı buldu",
  "Playlist konuştu",
  "Hoparlörden müjde",
  "Ezgiden haber var",
  "Tınılar söylüyor",
  "Şarkı falın hazır",
  "Notalar sıraya dizildi",
  "Melodinin mesajı geldi",
];

export const MYSTIC_LEADS: readonly string[] = [
  "Yıldızlar fısıldıyor",
  "Kartlar açıldı",
  "Fincan konuştu",
  "Ay ışığında bir nota",
  "Evrenden bir mesaj",
  "Kristal küre parladı",
  "Tarot değil, şarkı falı",
  "Kozmik ritim diyor ki",
  "Gökyüzü notaları dizdi",
  "Falın açıldı",
  "Yıldız haritasında bir şarkı",
];

export const THEME_LEADS: ByTheme<readonly string[]> = {
  genel: ["Hayatın şarkısı çaldı", "Yolun melodisi belli oldu", "Hayat bir şarkı ve diyor ki"],
  ask: ["Kalbin ritmi söylüyor", "Aşk notaları çaldı", "Gönül telleri titredi"],
  kariyer: ["Mesai şarkın çaldı", "İş hayatına bir nota düştü", "Ofisin fon müziği belli oldu"],
  gunluk: ["Günün şarkısı söylüyor", "Günün ritmi belli oldu", "Sabahın ilk notası çaldı"],
};

/** Leads built around an adjective of the sound ("Hareketli notalar söylüyor"). */
export const MOOD_LEADS: readonly ((adj: string) => string)[] = [
  (a) => `${a} notalar söylüyor`,
  (a) => `${a} bir ezgiden haber var`,
  (a) => `${a} bir melodi müjdeliyor`,
];

export const TITLE_LEADS: readonly ((title: string) => string)[] = [
  (t) => `«${t}» çaldı`,
  (t) => `«${t}» fısıldıyor`,
  (t) => `«${t}» söylüyor`,
  (t) => `«${t}» müjdeliyor`,
];

export const LYRIC_LEADS: readonly ((word: string) => string)[] = [
  (w) => `Sözlerde «${w}» var`,
  (w) => `Şarkı «${w}» diyor`,
  (w) => `Sözlerdeki «${w}» bir işaret`,
];

export const HINT_LEADS: readonly ((hint: string) => string)[] = [
  (h) => `Gündemde «${h}» var`,
  (h) => `Odak noktası «${h}»`,
  (h) => `Notalar «${h}» için konuştu`,
];

export const HEADLINE_TAILS: ByLevel<readonly string[]> = {
  1: [
    "notalar öyle diyor",
    "ritim de onaylıyor",
    "şarkı bunu söylüyor",
    "nakarat bunu tekrar ediyor",
    "melodi de aynı fikirde",
    "tempo bunu ele veriyor",
    "playlist de bunu söylüyor",
    "bu şarkı bunun habercisi",
  ],
  2: [
    "notalar öyle diyor",
    "melodi bunu fısıldıyor",
    "şarkı bunu söylüyor",
    "nakarat bunu tekrar ediyor",
    "notalar arasında bunun işareti var",
    "bu ezgi tesadüf değil",
    "nakarat bunu müjdeliyor",
    "melodi de aynı fikirde",
  ],
  3: [
    "yıldızlar da aynı fikirde",
    "evren de onaylıyor",
    "melodi bunu fısıldıyor",
    "kartlar da bunu söylüyor",
    "ay ışığı da bunu gösteriyor",
    "fincan da aynısını söylüyor",
    "kozmik ritim bunu onaylıyor",
    "yıldız haritan da bunu diyor",
  ],
};

// ---------- readings: what the sound says for the theme (3rd-person predicates of "the melody") ----------

export const READINGS: ByTheme<Record<Mood, readonly string[]>> = {
  genel: {
    lively: [
      "hayatına hareket ve yeni heyecanlar getiriyor",
      "önündeki günlerin tempolu ve keyifli geçeceğini müjdeliyor",
      "içindeki maceracı ruhu uyandırıyor",
    ],
    calm: [
      "hayatında huzurlu bir döneme işaret ediyor",
      "biraz yavaşlayıp nefes alma vaktinin geldiğini söylüyor",
      "yolunda sakin ama sağlam adımlarla ilerleyeceğini fısıldıyor",
    ],
    deep: [
      "geride bıraktıklarına tatlı bir veda gibi çalıyor",
      "içindeki derin duyguların kıymetini hatırlatıyor",
      "hüznün ardından gelecek ferah bir sayfayı haber veriyor",
    ],
    neutral: [
      "hayatında yeni bir sayfanın açılmak üzere olduğunu fısıldıyor",
      "hayatına taze bir soluk geleceğini söylüyor",
      "hayatına küçük ama anlamlı bir değişimin geleceğini gösteriyor",
    ],
  },
  ask: {
    lively: [
      "kalbinin ritmini hızlandıracak bir heyecanı haber veriyor",
      "aşk hayatına renk ve coşku getiriyor",
      "gönlünde kıpırdayan o tatlı heyecanı ele veriyor",
    ],
    calm: [
      "ilişkilerinde huzurlu ve güven dolu bir döneme işaret ediyor",
      "kalbine yavaş ama derin bir sevginin yerleşeceğini fısıldıyor",
      "aşkta acele etmeden ilerlemenin tadını anlatıyor",
    ],
    deep: [
      "kalbinde saklı bir özleme dokunuyor",
      "aşkta yarım kalmış bir duygunun yeniden kıpırdadığını söylüyor",
      "hüzünlü bir geçmişin ardından sıcacık bir sevgiyi müjdeliyor",
    ],
    neutral: [
      "aşk hayatında tatlı bir sürprizin yaklaştığını söylüyor",
      "kalbinin kapısını çalacak güzel bir duyguyu haber veriyor",
      "gönül işlerinde yeni bir sayfanın açılacağını fısıldıyor",
    ],
  },
  kariyer: {
    lively: [
      "iş hayatında temponun yükseleceğini ve yeni fırsatların kapıda olduğunu söylüyor",
      "kariyerinde hızlı ve heyecanlı bir dönemi haber veriyor",
      "projelerine taze bir soluk getiriyor",
    ],
    calm: [
      "iş hayatında sabırla atılan adımların meyve vereceğini fısıldıyor",
      "kariyerinde istikrarlı ve huzurlu bir döneme işaret ediyor",
      "işlerini sakin kafayla planlama vaktinin geldiğini söylüyor",
    ],
    deep: [
      "iş hayatında kendini sorguladığın bir dönemin ardından netleşen bir hedefi müjdeliyor",
      "kariyerinde emeklerinin sessizce biriktiğini hatırlatıyor",
      "işteki yorgunluğun yakında yerini yeni bir ilhama bırakacağını söylüyor",
    ],
    neutral: [
      "kariyerinde yeni bir kapının aralanmak üzere olduğunu söylüyor",
      "iş hayatında beklediğin bir gelişmenin yaklaştığını fısıldıyor",
      "iş hedeflerine bir adım daha yaklaşacağını haber veriyor",
    ],
  },
  gunluk: {
    lively: [
      "bugünün coşkulu ve keyifli geçeceğini müjdeliyor",
      "günün hareketli bir başlangıçla açılacağını söylüyor",
      "bugün içindeki neşenin dışarı taşacağını haber veriyor",
    ],
    calm: [
      "bugünün sakin ve huzurlu geçeceğini fısıldıyor",
      "bugün kendine biraz zaman ayırmanın iyi geleceğini söylüyor",
      "günün dingin bir akışla ilerleyeceğini haber veriyor",
    ],
    deep: [
      "bugün biraz içine dönüp duygularına kulak verme vaktinin geldiğini söylüyor",
      "bugün hafif bir hüznün ardından güzel bir sürprizin geleceğini fısıldıyor",
      "bugün eski bir anının tatlı bir gülümsemeyle geri döneceğini haber veriyor",
    ],
    neutral: [
      "bugünün küçük sürprizlerle dolu geçeceğini söylüyor",
      "bugün seni beklenmedik bir güzelliğin bulacağını fısıldıyor",
      "günün sonunda yüzünü güldürecek bir şey olacağını haber veriyor",
    ],
  },
};

// ---------- first mention of the song ----------

export interface SongCtx {
  song: SongRef;
  /** "Barış Manço imzalı " or "" */
  imzali: string;
  artist: string | null;
  adj: string;
  reading: string;
}

/** The opener that never starts with the artist's name (for names styled in lower case). */
export const SHORT_OPENER_FALINA = (c: SongCtx) =>
  `Falına ${c.imzali}${c.song.nom} çıktı; ${c.adj} tınısı ${c.reading}`;

/** Short text, first sentence: the song, its sound and the theme reading. */
export const SHORT_OPENERS: readonly ((c: SongCtx) => string)[] = [
  (c) => `${c.imzali}${c.song.gen} ${c.adj} melodisi, ${c.reading}`,
  (c) => `${c.imzali}${c.song.nom}, ${c.adj} ezgisiyle ${c.reading}`,
  SHORT_OPENER_FALINA,
  (c) => `${c.imzali}${c.song.gen} ${c.adj} havası, ${c.reading}`,
];

export interface IntroCtx {
  song: SongRef;
  imzali: string;
  artist: string | null;
}

interface Intro {
  text: (c: IntroCtx) => string;
  needsArtist?: boolean;
  needsTitle?: boolean;
  minMystic?: Level;
  themes?: readonly ThemeId[];
  /** says again what the short opener "Falına … çıktı" said; not used after that opener */
  echoesFalina?: boolean;
}

/** Long text, first sentence: how the number led to this song. */
export const LONG_INTROS: readonly Intro[] = [
  { text: (c) => `Tuttuğun sayı seni ${c.imzali}${c.song.dat} götürdü` },
  { text: (c) => `Seçtiğin sayı falına ${c.imzali}${c.song.acc} getirdi`, echoesFalina: true },
  {
    text: (c) => `Kartlar karıştırıldı ve önüne ${c.imzali}${c.song.nom} çıktı`,
    minMystic: 2,
    echoesFalina: true,
  },
  { text: (c) => `Bu kez sahnede ${c.imzali}${c.song.nom} var` },
  { text: (c) => `Kura bu kez ${c.imzali}${c.song.dat} düştü` },
  { text: (c) => `${c.song.ins} ${c.artist} sana sesleniyor`, needsArtist: true },
  { text: (c) => `Günün şarkısı belli oldu: ${c.imzali}${c.song.nom}`, needsTitle: true, themes: ["gunluk"] },
  { text: (c) => `Yıldızlar bu kez ${c.imzali}${c.song.acc} gösteriyor`, minMystic: 3 },
  { text: (c) => `Çektiğin sayı, çalma listesinden ${c.song.acc} seçti` },
];

/** Long text: the reading again, in its own sentence ("Bu hava, ..."). */
export const READING_FRAMES: readonly ((reading: string) => string)[] = [
  (r) => `Bu hava, ${r}`,
  (r) => `Falın özü şu: bu melodi ${r}`,
  (r) => `Kısacası bu melodi ${r}`,
  (r) => `Fal gözüyle bakınca bu ezgi ${r}`,
];

// ---------- lyrics ----------

export interface WordCtx {
  /** the quoted lyric word or phrase, without quotes */
  w: string;
  /** a noun after it: kelimesi / sözcüğü / ifadesi */
  wn: string;
}

export const LYRIC_SENTENCES: ByTheme<readonly ((c: WordCtx) => string)[]> = {
  genel: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, bu dönemin anahtarı gibi duruyor`,
    (c) => `Şarkının «${c.w}» dediği yerde, hayatındaki yeni bir başlangıcın ipucu saklı`,
    (c) => `Sözler arasında öne çıkan «${c.w}» ${c.wn}, yolunu aydınlatan küçük bir fener gibi`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bu aralar sana pusula olabilir`,
  ],
  ask: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, kalbinin duymak istediği bir fısıltı gibi`,
    (c) => `Şarkının «${c.w}» dediği yerde, gönlüne dair tatlı bir ipucu saklı`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, sana o özel kişiyi hatırlatıyor olabilir`,
    (c) => `Sözler arasındaki «${c.w}» ${c.wn}, kalbinin şifresini fısıldıyor gibi`,
  ],
  kariyer: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, iş hayatında atacağın yeni adımların parolası gibi`,
    (c) => `Şarkının «${c.w}» dediği yerde, kariyerine dair bir ipucu saklı`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bu dönem çalışma masanın üstüne asılacak bir motto gibi`,
    (c) => `Sözler arasından sıyrılan «${c.w}» ${c.wn}, projelerine ilham verecek bir kıvılcım olabilir`,
  ],
  gunluk: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, bugünün gizli parolası gibi`,
    (c) => `Şarkının «${c.w}» dediği yerde, bugüne dair bir ipucu saklı`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bugün aklına takılıp gün boyu mırıldanacağın bir nakarat olabilir`,
    (c) => `Sözlerdeki «${c.w}» ${c.wn}, günün geri kalanı için küçük bir not gibi`,
  ],
};

export const LYRIC_FOLLOW_UPS: readonly string[] = [
  "Bu sözü bir kenara yaz; anlamı yakında netleşecek",
  "Önümüzdeki günlerde bu söze yeniden rastlarsan şaşırma",
  "Kimi şarkı sözleri tam zamanında kulağa çalınır; bu da öyle bir an",
];

export const INSTRUMENTAL_SENTENCES: readonly string[] = [
  "Bu parça sözsüz; melodisi kelimelere ihtiyaç duymadan her şeyi anlatıyor",
  "Sözsüz bir eser olması da ayrı bir işaret: bazen en güzel cevaplar kelimesiz gelir",
  "Burada söz yok ama notalar en az bir şiir kadar konuşkan",
  "Parçanın sözsüz melodisi, anlatacaklarını notalara emanet etmiş",
];

export const INSTRUMENTAL_FOLLOW_UPS: readonly string[] = [
  "Cümleleri sen tamamla; melodi sana eşlik edecek",
  "Kelimelerin sustuğu yerde sezgilerin konuşur",
  "Belki de bu sessizlik, kendi iç sesini duyman için bırakılmış bir boşluk",
];

export const UNKNOWN_LYRICS_SENTENCES: readonly string[] = [
  "Sözleri sır gibi saklı kalsa da melodisi yeterince konuşkan",
  "Sözleri perde arkasında kalıyor ama ezgisi ne anlatmak istediğini çok iyi biliyor",
  "Bu kez sözlere değil, notaların kendisine kulak veriyoruz",
];

// ---------- hint ----------

export type HintTopicKey = "study" | "love" | "work" | "motivation" | "travel" | "people" | "any";

export const HINT_SENTENCES: Record<HintTopicKey, readonly ((h: string) => string)[]> = {
  any: [
    (h) => `Odaklandığın «${h}» konusunda notalar senden yana çalıyor`,
    (h) => `Aklındaki «${h}» meselesinde şans sana göz kırpıyor`,
    (h) => `Gündemindeki «${h}» başlığında içini rahatlatacak bir gelişme görünüyor`,
    (h) => `Önem verdiğin «${h}» konusunda melodi umut dolu bir nakarat tekrarlıyor`,
    (h) => `Sen «${h}» dediğin anda ritim sanki biraz daha canlandı`,
    (h) => `Üzerine düşündüğün «${h}» konusu için bu şarkının mesajı açık: biraz sabır, biraz da cesaret`,
    (h) => `Merak ettiğin «${h}» meselesi, bu ezginin tam ortasında duruyor`,
  ],
  study: [
    (h) => `Odaklandığın «${h}» konusunda emeğin boşa gitmeyecek; notalar bunu tekrar tekrar söylüyor`,
    (h) => `Aklındaki «${h}» için bu şarkı, dikkatini toplayan bir arka plan müziği gibi`,
    (h) => `Gündemindeki «${h}» başlığında notalar sana sakin bir özgüven fısıldıyor`,
  ],
  love: [
    (h) => `Aklındaki «${h}» konusunda kalbin cevabı zaten biliyor; şarkı sadece bunu hatırlatıyor`,
    (h) => `Merak ettiğin «${h}» meselesinde yeni bir kıpırtı başlıyor`,
  ],
  work: [
    (h) => `Gündemindeki «${h}» konusunda emeğinin görüleceği bir an yaklaşıyor`,
    (h) => `Önem verdiğin «${h}» konusunda bu ritim, adım adım ve kararlı ilerlemeyi anlatıyor`,
  ],
  motivation: [
    (h) => `Eğer «${h}» arıyorsan, bu şarkının ritmi tam ihtiyacın olan kıvılcım`,
    (h) => `Peşinde olduğun «${h}» için içindeki ateş sandığından daha güçlü`,
  ],
  travel: [
    (h) => `Aklındaki «${h}» konusunda ufukta güzel bir rota beliriyor`,
    (h) => `Hayalini kurduğun «${h}» için notalar şimdiden yol havası çalıyor`,
  ],
  people: [
    (h) => `Aklındaki «${h}» konusunda sıcak bir sohbet seni bekliyor`,
    (h) => `Gündemindeki «${h}» başlığında seni gülümsetecek bir buluşma görünüyor`,
  ],
};

// ---------- persona: mystic imagery ----------

export const MYSTIC_SENTENCES: ByLevel<readonly string[]> = {
  1: [
    "Büyülü bir yorum değil bu; sadece iyi bir şarkının iyi bir hatırlatması",
    "Bazen bir şarkı, bir fal kadar isabetli bir hatırlatma yapar",
    "Yıldızlara gerek yok; ritim zaten ne demek istediğini anlatıyor",
    "İşin sırrı basit: iyi bir şarkı insanın ruh halini değiştirir",
  ],
  2: [
    "Bu şarkının falına çıkması pek de tesadüf gibi durmuyor",
    "Notaların arasına sana ait bir işaret gizlenmiş",
    "Sanki bu melodi tam da seni bulmak için sırasını bekliyormuş",
    "Müziğin kendine has bir sezgisi vardır; bu şarkınınki de oldukça güçlü",
  ],
  3: [
    "Yıldızlar bu melodinin notalarını tek tek senin için dizmiş gibi",
    "Ay ışığı bu şarkının üzerine düşmüş; işaretler çok net",
    "Kozmik bir orkestra sanki yalnızca senin için çalıyor",
    "Evren bu ritimle sana gizli bir mektup gönderiyor",
    "Kristal küreye baktığımda bu ezginin yankısını duydum",
  ],
};

// ---------- persona: optimism (forecasts) ----------

export const FORECASTS: ByTheme<ByLevel<readonly string[]>> = {
  genel: {
    1: [
      "Yolda karşına birkaç küçük engel çıkabilir ama her biri seni biraz daha güçlendirecek",
      "Her şey bir anda değişmeyecek; yine de doğru yolda ilerlediğini hissedeceksin",
      "Hayatında bazı şeyler biraz sabır isteyecek ama sonunda emeğinin karşılığını alacaksın",
    ],
    2: [
      "Önündeki yol, beklediğinden daha güzel sürprizlerle dolu olabilir",
      "Hayatında dengelerin yerine oturduğu bir dönem başlıyor",
      "Yakında bir kapı aralanacak ve yolun biraz daha netleşecek",
    ],
    3: [
      "Hayatında şans ve neşe dolu bir dönem başlıyor!",
      "Hayat sana gülümsemeye hazırlanıyor; bu şarkı da bunun ilk işareti",
      "Hayatında her şey olması gerektiği gibi yerine oturuyor, üstelik tam zamanında!",
    ],
  },
  ask: {
    1: [
      "Aşkta her şey bir anda çözülmeyecek; yine de kalbin doğru yolu biliyor",
      "Kalbinde küçük bir tereddüt olabilir ama zamanla her şey netleşecek",
      "Aşk hayatında biraz sabır gerekiyor; en güzel duygular yavaş demlenir",
    ],
    2: [
      "Aşk hayatında hoş bir hareketlilik başlıyor",
      "Yakında gönlünü şenlendirecek güzel bir sürpriz var",
      "Sevgi dolu anlar, sandığından çok daha yakın",
    ],
    3: [
      "Aşk hayatında güneşli günler başlıyor!",
      "Kalbin, uzun zamandır beklediği o sıcaklığa kavuşmak üzere",
      "Aşk rüzgârı tam arkandan esiyor; yelkenlerini aç!",
    ],
  },
  kariyer: {
    1: [
      "İş hayatında sonuçlar hemen gelmeyebilir ama attığın her adım kariyerinde kalıcı bir iz bırakacak",
      "Kariyerinde biraz yavaş bir dönemdesin ama sağlam temeller böyle atılır",
      "İş hayatında bazı planlar ertelenebilir; yine de hedefin yerinde duruyor",
    ],
    2: [
      "Kariyerinde yeni bir fırsatın kapısı aralanıyor",
      "İş hayatında emeklerinin görüleceği bir dönem yaklaşıyor",
      "Projelerinde beklediğin o ilerleme yakında geliyor",
    ],
    3: [
      "Kariyerinde parlak bir dönem seni bekliyor!",
      "İş hayatında yıldızın parlamak üzere; bu ivme seni ileri taşıyacak",
      "İş hedeflerine beklediğinden çok daha hızlı yaklaşıyorsun!",
    ],
  },
  gunluk: {
    1: [
      "Bugün her şey kusursuz gitmeyebilir ama günün sonunda seni gülümsetecek bir an mutlaka olacak",
      "Bugün kendini biraz yorgun hissedebilirsin; küçük bir mola günü toparlayacak",
      "Günün ilk yarısı biraz telaşlı geçebilir, ikinci yarısı ise çok daha keyifli",
    ],
    2: [
      "Bugün küçük ama güzel bir sürpriz seni bekliyor",
      "Gün, beklediğinden daha keyifli geçecek",
      "Bugün karşılaşacağın bir gülümseme gününü güzelleştirecek",
    ],
    3: [
      "Bugün enerjin tavan yapacak!",
      "Bugün şans tam senden yana, hem de sonuna kadar!",
      "Bugün elini attığın her iş yolunda gidecek!",
    ],
  },
};

// ---------- persona: directness (playful, never real advice) ----------

export interface NudgeCtx {
  instrumental: boolean;
}

export const NUDGES: ByTheme<ByLevel<readonly ((c: NudgeCtx) => string)[]>> = {
  genel: {
    1: [
      () => "Belki de bu hafta küçük bir değişikliği denemek iyi gelebilir",
      () => "Kim bilir, ertelediğin o küçük adımı atmanın zamanı gelmiş olabilir",
      () => "Belki de içinden geldiği gibi davranmanın tam zamanıdır",
    ],
    2: [
      () => "Bu hafta ertelediğin küçük bir işi tamamlamayı deneyebilirsin",
      () => "İçinden gelen o fikre bir şans vermeye ne dersin?",
      () => "Kendine yeni bir rota çizmek için güzel bir dönemdesin",
    ],
    3: [
      () => "Bu hafta ertelediğin o işi bitir ve kendine küçük bir ödül ver",
      () => "Kararsız kaldığın konuda içinden geleni dinle ve harekete geç",
      () => "Yeni bir şey dene; bu ritim seni bekletmek istemiyor",
    ],
  },
  ask: {
    1: [
      () => "Belki de hislerini biraz daha açık ifade etmenin zamanı gelmiştir",
      () => "Kim bilir, küçük bir mesaj büyük bir gülümsemeye dönüşebilir",
      () => "Belki de kalbinin sesine biraz daha kulak vermek iyi gelir",
    ],
    2: [
      () => "Sevdiğin o kişiye küçük bir jest yapmayı deneyebilirsin",
      () => "Duygularını paylaşmak için uygun bir an kollayabilirsin",
      () => "Sevdiklerine ayırdığın zamanı biraz artırmaya ne dersin?",
    ],
    3: [
      () => "O mesajı daha fazla bekletme; içinden geldiği gibi yaz",
      () => "Hislerini saklama, açıkça söyle",
      () => "Bu hafta sevdiğin kişiyi güzel bir sürprizle şaşırt",
    ],
  },
  kariyer: {
    1: [
      () => "Belki de aklındaki proje fikrini biraz daha geliştirmenin zamanı gelmiştir",
      () => "Kim bilir, küçük bir sunum büyük bir fırsata dönüşebilir",
      () => "Belki de iş yerinde fikirlerini biraz daha yüksek sesle paylaşmak iyi gelir",
    ],
    2: [
      () => "Yarım kalan işlerini bir listeye dökmeyi deneyebilirsin",
      () => "Yeni bir beceri öğrenmek için güzel bir dönemdesin",
      () => "Fikirlerini ekip arkadaşlarınla paylaşmaya ne dersin?",
    ],
    3: [
      () => "Aklındaki fikri bu hafta masaya koy",
      () => "Ertelediğin o e-postayı bugün gönder",
      () => "Hedefini netleştir ve ilk adımı hemen at",
    ],
  },
  gunluk: {
    1: [
      () => "Belki bugün kısa bir yürüyüş iyi gelebilir",
      () => "Kim bilir, bugün sevdiğin bir şarkıyı açıp biraz dans etmek birebir gelebilir",
      () => "Belki de ertelediğin o telefonu etmenin tam zamanıdır",
    ],
    2: [
      () => "Öğle arasında en sevdiğin içecekle kendine küçük bir mola verebilirsin",
      () => "Bir arkadaşına hal hatır sormaya ne dersin?",
      () => "Günün bir anında bu şarkıyı yeniden açıp keyfini çıkarabilirsin",
    ],
    3: [
      () => "Telefonu on dakika bir kenara bırak ve pencereden dışarı bak",
      () => "Bir arkadaşını ara ve bu şarkıyı ona da dinlet",
      (c) =>
        c.instrumental
          ? "Bu parçayı yüksek sesle aç ve ritme eşlik et"
          : "Bu şarkıyı yüksek sesle aç ve nakarata eşlik et",
    ],
  },
};

// ---------- closing ----------

export const THEME_EXTRAS: ByTheme<readonly string[]> = {
  genel: [
    "Bu şarkı, tam da şu sıralar sana biçilmiş kaftan gibi",
    "Bu melodi, bundan sonraki günlerinde sana güzel bir arkadaşlık edecek",
  ],
  ask: [
    "Kalbinin ritmi bu şarkıyla aynı tempoda atıyor gibi",
    "Aşkın dili de tam böyle bir melodi olsa gerek",
  ],
  kariyer: [
    "İş hayatında bu ezgi, çalışırken sana moral veren bir eşlikçi olabilir",
    "Hedefine yürürken bu ezgi sana marş olabilir",
  ],
  gunluk: [
    "Bugünkü ruh halinle bu şarkı arasında tatlı bir uyum var",
    "Bu şarkı bugün sana iyi bir yol arkadaşı olacak",
  ],
};

export const CLOSERS: ByTheme<readonly string[]> = {
  genel: [
    "Hayat da bir şarkı gibi: bazen nakarat tekrar eder, bazen yepyeni bir kıta başlar",
    "Hayatının bu kıtasında notalar senden yana",
  ],
  ask: [
    "Aşk da bir şarkı gibi; en güzel anı bazen ikinci nakaratta gelir",
    "Kalbinin çaldığı şarkıya kulak vermeyi unutma",
  ],
  kariyer: [
    "Kariyer de bir beste gibi; her nota yerine oturdukça eser ortaya çıkar",
    "İş hayatında attığın her adım, bu şarkının notaları gibi yerini buluyor",
  ],
  gunluk: [
    "Bugünün fon müziği hazır; günün akışı da ona uyacak",
    "Gün bitmeden bu şarkıyı bir kez daha dinlersen falın tadı iki katına çıkar",
  ],
};

/** A light touch: this is a game. Never more than one per comment. */
export const LIGHT_TOUCHES: readonly string[] = [
  "Fal bu ya, asıl nakaratı sen söyleyeceksin",
  "Unutma, bu sadece eğlencesine bir fal; gerisi senin hikâyen",
  "Falın tadını çıkar, gerisini müziğe bırak",
  "Bu fal bir oyun; asıl şarkıyı her zaman sen yazarsın",
];
