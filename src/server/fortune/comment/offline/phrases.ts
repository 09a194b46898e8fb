/**
 * Turkish phrase banks for the offline composer. Every entry is a complete phrase written
 * by hand, so suffixes are always on our own words (vowel harmony checked by hand).
 * Names and user text are only ever inserted in quotes followed by a noun («X» şarkısı,
 * «sınav» konusunda) or before a noun/postposition (Barış Manço imzalı) or a verb (… Barış Manço
 * sana sesleniyor), never with a suffix.
 * Sentences are written without the final period; the composer adds punctuation.
 */
import type { ThemeId } from "@/shared/themes";

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
    "uzun zamandır beklediğin bir mola",
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
    "merakla beklediğin bir dönüş",
    "yaratıcı bir çözüm",
    "ilham veren bir mentor",
    "yeni bir ekip arkadaşı",
    "beklenmedik bir tebrik",
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
    "beklenmedik bir telefon",
    "şanslı bir an",
    "keyifli bir yürüyüş",
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

/**
 * The headline's lead when the comment may sound dreamy (mysticLevel): imagery of music and night,
 * never stars, cards, a cup or the universe speaking (ADR 027).
 */
export const MYSTIC_LEADS: readonly string[] = [
  "Ay ışığında bir nota",
  "Gece yarısı notası",
  "Sayından bir şarkı çıktı",
  "Sayı seçti, şarkı anlattı",
  "Nakarattan bir fısıltı",
  "Plaktan bir ses",
  "Bir sayı, bir şarkı",
  "Kulaklıktan bir haber",
  "Sahnede senin şarkın",
  "Listenin derinlerinden bir ezgi",
  "Perde açıldı, şarkı başladı",
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
  (w) => `Sözlerdeki «${w}» akılda kalıyor`,
];

export const HINT_LEADS: readonly ((hint: string) => string)[] = [
  (h) => `Gündemde «${h}» var`,
  (h) => `Odak noktası «${h}»`,
  (h) => `Aklındaki «${h}» için bir şarkı çaldı`,
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
    "notalar arasında bunun ipucu var",
    "bu ezgi de bunu çalıyor",
    "nakarat bunu müjdeliyor",
    "melodi de aynı fikirde",
  ],
  3: [
    "bas gitar da aynı fikirde",
    "davullar da onaylıyor",
    "koro da bunu söylüyor",
    "yaylılar da bunu fısıldıyor",
    "nakarat bunu üç kez söylüyor",
    "sahne ışıkları da bunu gösteriyor",
    "plak da aynısını çalıyor",
    "bütün orkestra bunu onaylıyor",
  ],
};

// ---------- the short text's first sentence: the song, its sound and the reading ----------

export interface SongCtx {
  song: SongRef;
  /** "Barış Manço imzalı " or "" */
  imzali: string;
  artist: string | null;
  /** one or two adjectives of the sound */
  adj: string;
  /** a noun after the adjectives: "havası", "ezgisi", "melodisi" (or "tınısı" for timbre) */
  noun: string;
  reading: string;
}

interface Opener {
  text: (c: SongCtx) => string;
  /** opens with the artist's name when there is one ("Sezen Aksu imzalı …") */
  startsWithName?: boolean;
  needsArtist?: boolean;
  needsTitle?: boolean;
  minMystic?: Level;
  themes?: readonly ThemeId[];
}

/**
 * The short text's first sentence. A sentence may open with the quoted title or the artist, never
 * with user text; a name styled in lower case ("mor ve ötesi") is kept off the start.
 */
export const OPENERS: readonly Opener[] = [
  { text: (c) => `${c.imzali}${c.song.gen} ${c.adj} ${c.noun}, ${c.reading}`, startsWithName: true },
  { text: (c) => `${c.imzali}${c.song.nom}, ${c.adj} ezgisiyle ${c.reading}`, startsWithName: true },
  { text: (c) => `Falına ${c.imzali}${c.song.nom} çıktı; ${c.adj} ${c.noun} ${c.reading}` },
  { text: (c) => `Tuttuğun sayı seni ${c.imzali}${c.song.dat} götürdü; ${c.adj} ${c.noun} ${c.reading}` },
  { text: (c) => `Kura bu kez ${c.imzali}${c.song.dat} düştü; ${c.adj} ${c.noun} ${c.reading}` },
  { text: (c) => `Bu kez sahnede ${c.imzali}${c.song.nom} var; ${c.adj} ${c.noun} ${c.reading}` },
  {
    text: (c) => `${c.song.ins} ${c.artist} sana sesleniyor; ${c.adj} ${c.noun} ${c.reading}`,
    needsArtist: true,
  },
  { text: (c) => `Seçtiğin sayı falına ${c.imzali}${c.song.acc} getirdi; ${c.adj} ${c.noun} ${c.reading}` },
  { text: (c) => `Çektiğin sayı, çalma listesinden ${c.song.acc} seçti; ${c.adj} ${c.noun} ${c.reading}` },
  {
    text: (c) => `Bugünün şarkısı ${c.imzali}${c.song.nom}; ${c.adj} ${c.noun} ${c.reading}`,
    themes: ["gunluk"],
  },
  {
    text: (c) =>
      `Tuttuğun sayı çalma listesinde ${c.imzali}${c.song.dat} denk geldi; ${c.adj} ${c.noun} ${c.reading}`,
    minMystic: 2,
  },
  {
    text: (c) => `Aklındaki sayı seni ${c.imzali}${c.song.ins} buluşturdu; ${c.adj} ${c.noun} ${c.reading}`,
    minMystic: 3,
  },
];

export function openersFor(c: {
  theme: ThemeId;
  mystic: Level;
  withArtist: boolean;
  lowerArtist: boolean;
}): readonly Opener[] {
  return OPENERS.filter(
    (o) =>
      (!o.needsArtist || c.withArtist) &&
      !(o.startsWithName && c.withArtist && c.lowerArtist) &&
      !(o.needsArtist && c.lowerArtist) &&
      (o.minMystic === undefined || c.mystic >= o.minMystic) &&
      (!o.themes || o.themes.includes(c.theme)),
  );
}

/**
 * The long text: the second reading in its own sentence ("Bu hava, …"). A `summary` frame
 * ("Kısacası…") only follows the sound's details: it sums them up.
 */
export const READING_FRAMES: readonly { text: (reading: string) => string; summary?: boolean }[] = [
  { text: (r) => `Bu hava, ${r}` },
  { text: (r) => `Falın özü şu: Bu melodi ${r}` },
  { text: (r) => `Kısacası bu melodi ${r}`, summary: true },
  { text: (r) => `Fal gözüyle bakınca bu ezgi ${r}` },
  { text: (r) => `Notaların dilinden anlayana bu ezgi ${r}` },
  { text: (r) => `Özetle bu şarkı ${r}`, summary: true },
  { text: (r) => `Biraz hayal gücüyle dinleyince bu ezgi ${r}` },
  { text: (r) => `Sezgiyle dinleyince bu ezgi ${r}` },
];

// ---------- lyrics ----------

export interface WordCtx {
  /** the quoted lyric word or phrase, without quotes */
  w: string;
  /** a noun after it: kelimesi / sözcüğü / ifadesi */
  wn: string;
}

/**
 * Frames that read well with any quoted word: a verb («büzdün»), an inflected form
 * («şehirden») or a noun alike, because they speak of the place in the song.
 */
export const LYRIC_ANY: ByTheme<readonly ((c: WordCtx) => string)[]> = {
  genel: [
    (c) => `Şarkının «${c.w}» dediği yer, bu dönemin ruhunu en iyi anlatan an`,
    (c) => `Şarkı «${c.w}» dediğinde kulak kabart; bu dönemin ipucu tam orada`,
    (c) => `Sözlerin «${c.w}» diye aktığı yer, bu yorumun en can alıcı anı`,
    (c) => `Sözlerin bir yerinde «${c.w}» geçiyor; orası tam sana göre`,
    (c) => `Sözlerde «${c.w}» diye söylenen yerde melodi sanki sana dönüp bakıyor`,
    (c) => `Bu şarkıda en akılda kalan yer, «${c.w}» dediği an olabilir`,
    (c) => `Şarkının «${c.w}» dediği yere gelince sesi biraz aç; yorumun özeti orada`,
    (c) => `Şarkıdaki «${c.w}» kısmını bir kenara not et; bu dönemde sana eşlik edebilir`,
    (c) => `Şarkının kalbi, «${c.w}» dediği yerde atıyor gibi`,
    (c) => `Bir dahaki dinleyişinde «${c.w}» dediği yere kulak ver; bu yorum oradan yola çıktı`,
    (c) => `Sözlerdeki «${c.w}» kısmı, bu şarkıyı senin şarkın yapan yer olabilir`,
    (c) => `Şarkı «${c.w}» diye söylediğinde içinden ona eşlik etmek isteyebilirsin`,
    (c) => `Şarkının en çok dokunan satırı belki de «${c.w}» dediği yer`,
    (c) => `Dinlerken «${c.w}» diye geçen yerde bir an dur; şarkının bütün havası orada toplanıyor`,
  ],
  ask: [
    (c) => `Şarkının «${c.w}» dediği yerde, gönlüne dair tatlı bir ipucu saklı`,
    (c) => `Şarkı «${c.w}» dediğinde kalbin bir an duraksayabilir`,
    (c) => `Sözlerin bir yerinde «${c.w}» geçiyor; kalbin orayı hemen fark edecek`,
    (c) => `Sözlerin «${c.w}» diye aktığı yerde, aşka dair küçük bir sır var`,
    (c) => `Şarkının «${c.w}» dediği yere gelince sesi biraz aç; kalbine en yakın yer orası`,
    (c) => `Bu şarkıda aşkın en çok duyulduğu yer, «${c.w}» dediği an olabilir`,
    (c) => `Şarkı «${c.w}» diye söylerken aklına gelen ilk yüz, bu yorumun gizli kahramanı olsun`,
    (c) => `Şarkıdaki «${c.w}» kısmını sevdiğin biriyle paylaşmak isteyebilirsin`,
  ],
  kariyer: [
    (c) => `Şarkının «${c.w}» dediği yerde, kariyerine dair bir ipucu saklı`,
    (c) => `Şarkı «${c.w}» dediğinde, aklındaki proje için yeni bir fikir belirebilir`,
    (c) => `Sözlerin bir yerinde «${c.w}» geçiyor; iş hayatında bunu bir motto gibi düşünebilirsin`,
    (c) => `Sözlerin «${c.w}» diye aktığı yer, iş hayatındaki yeni adımlara güzel bir fon`,
    (c) => `Şarkının «${c.w}» dediği yere gelince sesi biraz aç; mesainin en verimli anı orası olabilir`,
    (c) => `Bu şarkıda çalışma masana en çok yakışan yer, «${c.w}» dediği an`,
    (c) => `Şarkı «${c.w}» diye söylerken aklına gelen ilk iş, bugünün önceliği olabilir`,
    (c) => `Şarkıdaki «${c.w}» kısmı, yoğun bir günde sana küçük bir mola hatırlatması olsun`,
  ],
  gunluk: [
    (c) => `Şarkının «${c.w}» dediği yerde, bugüne dair bir ipucu saklı`,
    (c) => `Şarkı «${c.w}» dediğinde bugünün ritmini yakalayacaksın`,
    (c) => `Sözlerin bir yerinde «${c.w}» geçiyor; bugün bu söz aklına takılabilir`,
    (c) => `Sözlerin «${c.w}» diye aktığı yer, günün küçük sürprizine eşlik ediyor`,
    (c) => `Şarkının «${c.w}» dediği yere gelince sesi biraz aç; günün en güzel anı orası olabilir`,
    (c) => `Bugün en çok mırıldanacağın yer, şarkının «${c.w}» dediği an olabilir`,
    (c) => `Şarkı «${c.w}» diye söylerken bugünün telaşı biraz dinebilir`,
    (c) => `Şarkıdaki «${c.w}» kısmı, bugünün küçük notu olsun`,
  ],
};

/** Frames that treat the quote as a thing («bahar» sözcüğü … bir pusula): only for bare nouns. */
export const LYRIC_NOUN: ByTheme<readonly ((c: WordCtx) => string)[]> = {
  genel: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, bu dönemin anahtarı gibi duruyor`,
    (c) => `Sözler arasında öne çıkan «${c.w}» ${c.wn}, yolunu aydınlatan küçük bir fener gibi`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bu aralar sana pusula olabilir`,
    (c) => `Sözlerdeki «${c.w}» ${c.wn}, önümüzdeki günler için güzel bir hatırlatma`,
  ],
  ask: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, kalbinin duymak istediği bir fısıltı gibi`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, sana o özel kişiyi hatırlatıyor olabilir`,
    (c) => `Sözler arasındaki «${c.w}» ${c.wn}, kalbinin şifresini fısıldıyor gibi`,
    (c) => `Sözlerdeki «${c.w}» ${c.wn}, gönlünün bu aralar neye ihtiyaç duyduğunu anlatıyor`,
  ],
  kariyer: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, iş hayatında atacağın yeni adımların parolası gibi`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bu dönem çalışma masanın üstüne asılacak bir motto gibi`,
    (c) => `Sözler arasından sıyrılan «${c.w}» ${c.wn}, projelerine ilham verecek bir kıvılcım olabilir`,
    (c) => `Sözlerdeki «${c.w}» ${c.wn}, hedeflerine giden yolda küçük bir kilometre taşı gibi`,
  ],
  gunluk: [
    (c) => `Sözlerde geçen «${c.w}» ${c.wn}, bugünün gizli parolası gibi`,
    (c) => `Şarkıdaki «${c.w}» ${c.wn}, bugün aklına takılıp gün boyu mırıldanacağın bir nakarat olabilir`,
    (c) => `Sözlerdeki «${c.w}» ${c.wn}, günün geri kalanı için küçük bir not gibi`,
    (c) => `Sözler arasında parlayan «${c.w}» ${c.wn}, bugünün küçük sloganı olsun`,
  ],
};

export const LYRIC_FOLLOW_UPS: readonly string[] = [
  "Bu sözü bir kenara yaz; ileride okuyunca gülümseyebilirsin",
  "Bu sözü gün içinde mırıldanırken bulursan şaşırma",
  "Kimi şarkı sözleri insanın aklına takılır; bu da öyle bir söz",
  "O dizeyi bir dahaki dinleyişinde daha dikkatli dinle",
  "Bazen tek bir söz, bütün bir günün havasını değiştirir",
  "Bu sözün sana ne hatırlattığını bir düşün; cevap seni şaşırtabilir",
  "Dinlerken o satıra geldiğinde sesi biraz aç",
  "Bir şarkı sözü bazen uzun bir cümleden çok şey anlatır",
  "Bu söz, bu aralar aklından geçenlere tatlı bir eşlik gibi",
  "Şarkıyı bir kez daha açarsan o anı kaçırma",
  "Bu söz bugünlerde sana sık sık eşlik edebilir",
  "Şarkının bu yerini bir süre aklında tut",
  "O satırda herkesin kendine göre bulduğu küçük bir anlam var",
  "Bu sözü duyduğunda aklına ilk gelen şey önemli",
  "Sözlerin bu kısmı, bu falın kalbi sayılır",
  "Bu dizeyi mırıldanırken kendini gülümserken bulabilirsin",
];

export const INSTRUMENTAL_SENTENCES: readonly string[] = [
  "Bu parça sözsüz; melodisi kelimelere ihtiyaç duymadan her şeyi anlatıyor",
  "Sözsüz bir eser olması da ayrı bir güzellik: Bazen en güzel şeyler kelimesiz anlatılır",
  "Burada söz yok ama notalar en az bir şiir kadar konuşkan",
  "Parçanın sözsüz melodisi, anlatacaklarını notalara emanet etmiş",
  "Sözsüz bir parça bu; her dinleyen kendi hikâyesini yazıyor",
  "Bu sözsüz parçada enstrümanlar konuşuyor; bu da kendi başına bir mesaj",
  "Bu parçada söz yok; boşlukları senin duyguların dolduruyor",
  "Sözsüz melodisi, söylenmemiş sözlere yer açıyor",
  "Burada hiç söz yok ama her notası bir cümle kadar anlamlı",
  "Sözsüz bir eserle karşılaşmak, kendi iç sesine kulak vermenin davetiyesi gibi",
];

export const INSTRUMENTAL_FOLLOW_UPS: readonly string[] = [
  "Cümleleri sen tamamla; melodi sana eşlik edecek",
  "Kelimelerin sustuğu yerde sezgilerin konuşur",
  "Belki de bu sessizlik, kendi iç sesini duyman için bırakılmış bir boşluk",
  "Dinlerken aklına gelen ilk kelime, bu falın gizli başlığı olsun",
  "Melodiye kendi sözlerini yazmak tamamen sana kalmış",
  "Gözlerini kapatıp dinlersen melodinin sana ne anlattığını daha iyi duyarsın",
  "Bazen en net mesajlar hiç söylenmeyenlerdir",
  "Notaların arasındaki sessizlikler de en az notalar kadar şey anlatıyor",
];

export const UNKNOWN_LYRICS_SENTENCES: readonly string[] = [
  "Sözleri sır gibi saklı kalsa da melodisi yeterince konuşkan",
  "Sözleri perde arkasında kalıyor ama ezgisi ne anlatmak istediğini çok iyi biliyor",
  "Bu kez sözlere değil, notaların kendisine kulak vermek gerek",
  "Sözleri bilinmese de melodisi kendi hikâyesini anlatıyor",
  "Sözleri bu falda yer almıyor; sözü melodi alıyor",
  "Sözlerinin ne dediği bir sır, ama havası her şeyi ele veriyor",
  "Sözleri gizli kalsın; bu falın anahtarı melodide",
  "Kelimeleri bir kenara bırakıp yalnızca sesine kulak verince mesaj netleşiyor",
  "Sözlerinin izi bulunamasa da ritmi yeterince açık konuşuyor",
  "Sözler bu kez sahne arkasında; ön planda yalnızca ezgi var",
  "Sözlerinden habersiz olsan bile melodi sana bir şeyler fısıldıyor",
  "Bu falda sözlerin yerini tınılar alıyor",
];
