/**
 * The vocabulary of video titles: the words, signs and patterns the engine (engine.ts) reads a
 * title with. Data only; docs/decisions/011-youtube-titles.md and 032-real-inputs.md say where
 * each kind comes from. Everything here is compared after `fold` (text.ts): lower case, Turkish
 * letters folded ("SÖZLERİ" -> "sozleri").
 */

/** Turkish (and circumflexed) letters to their plain lower-case letter, one for one. */
export const FOLD: Readonly<Record<string, string>> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ğ: "g",
  ğ: "g",
  Ü: "u",
  ü: "u",
  Ö: "o",
  ö: "o",
  Ç: "c",
  ç: "c",
  Â: "a",
  â: "a",
  Î: "i",
  î: "i",
  Û: "u",
  û: "u",
};

/**
 * YouTube allows 100 characters in a title and channel names are shorter; a longer text (a CSV
 * cell) is cut, which also bounds the work of the rules on hostile input.
 */
export const MAX_TITLE = 300;
export const MAX_CHANNEL = 150;

// ---------- words that label the upload ----------

/**
 * Whole notes on an upload made of words that alone name nothing ("orijinal", "kayıt", "ses"):
 * "(Orjinal Kayıt)", "(Plak Kaydı)", "(Kaliteli Ses)", "(Yüksek Kalite)", "(Eng Sub)", "(Nostalji)". Matched
 * against a bracket's folded words joined by one space.
 */
export const UPLOAD_NOTE =
  /^(?:(?:or[i]?jinal )?plak (?:kayit|kaydi)|or[i]?jinal (?:kayit|ses)|kaliteli (?:ses|kayit)|yuksek (?:kalite|kaliteli|ses kalitesi)|eng(?:lish)? (?:sub|subs|subbed|subtitles?)|nostalji)$/;

/** "Official" in the languages uploads use: a bracket holding one labels the upload. */
export const OFFICIAL_WORDS: ReadonlySet<string> = new Set([
  "official",
  "offical",
  "oficial",
  "officiel",
  "ufficiale",
  "resmi",
]);

/**
 * Words that say what kind of upload a video is (official video, lyrics, quality, album upload),
 * never which recording it holds: a bracket or a " - " part made of these is dropped in every
 * reading.
 */
export const UPLOAD_WORDS: ReadonlySet<string> = new Set([
  // official video / audio
  ...OFFICIAL_WORDS,
  "video",
  "videos",
  "videosu",
  "videoclip",
  "musicvideo",
  "clip",
  "klip",
  "klibi",
  "audio",
  "visualizer",
  "visualiser",
  "mv",
  "pv",
  "teaser",
  "trailer",
  "premiere",
  "exclusive",
  "release",
  "new",
  "yeni",
  // the page a title was copied from: "… - YouTube", "… - YouTube Music"
  "youtube",
  // lyrics and translations
  "lyric",
  "lyrics",
  "lyricvideo",
  "soz",
  "sozu",
  "sozler",
  "sozleri",
  "sozleriyle",
  "sozlu",
  "altyazi",
  "altyazili",
  "ceviri",
  "cevirisi",
  "translation",
  "translated",
  "hangul",
  "romanized",
  "romanization",
  "subtitles",
  "subbed",
  // filmed performances: a video of the song, not another recording
  "performance",
  "performans",
  "practice",
  "choreography",
  // quality and album uploads
  "hd",
  "hq",
  "uhd",
  "4k",
  "8k",
  "full",
  "album",
]);

/**
 * Words naming a version of the recording that is still the same song (same words): the lyrics
 * lookup drops them, the title as the person's list has it keeps them ("(Canlı)", "- Live",
 * "(Remastered 2011)").
 */
export const VERSION_WORDS: ReadonlySet<string> = new Set([
  "live",
  "canli",
  "akustik",
  "acoustic",
  "unplugged",
  "session",
  "sessions",
  "remaster",
  "remastered",
  "version",
  "versiyon",
  "ver",
  "explicit",
  "censored",
]);

/**
 * Words a store's version suffix is made of, after " - ": "Remastered 2011", "2011 Remaster",
 * "Radio Edit", "Album Version", "Original Mix", "Live", "Akustik".
 */
export const SUFFIX_WORDS: ReadonlySet<string> = new Set([
  ...VERSION_WORDS,
  "edit",
  "radio",
  "single",
  "album",
  "mono",
  "stereo",
  "demo",
  "extended",
  "original",
  "orijinal",
  "bonus",
  "deluxe",
  "clean",
  "mix",
]);

/** "Live at Wembley", "Live in Istanbul", "Live from the Tour": a live recording's place, not "Live Forever". */
export const LIVE_PLACE_WORDS: ReadonlySet<string> = new Set([
  "at",
  "in",
  "from",
  "on",
  "aus",
  "au",
  "en",
  "de",
]);

/** Last words of a short suffix naming a version: "Japanese Version", "Taylor's Version", "Club Edit". */
export const SUFFIX_END_WORDS: ReadonlySet<string> = new Set([
  "version",
  "versiyon",
  "edit",
  "remaster",
  "remastered",
]);

/**
 * Upload words that, beside a version word, name the live recording itself: "(Canlı Performans)",
 * "(Akustik Canlı Performans)", "(Live Performance)"; alone they speak of the video.
 */
export const PERFORMANCE_WORDS: ReadonlySet<string> = new Set(["performance", "performans"]);

/** Every word that labels a video rather than naming its song (the song-only reading drops both kinds). */
export const LABEL_WORDS: ReadonlySet<string> = new Set([...UPLOAD_WORDS, ...VERSION_WORDS]);

/** Filler that may stand beside label words without making the bracket part of the name. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "the",
  "of",
  "a",
  "an",
  "by",
  "and",
  "music",
  "muzik",
  "muzigi",
  "song",
  "sarki",
  "sarkisi",
  "original",
  "orijinal",
  "color",
  "coded",
  "dance",
  "short",
  "film",
  "not",
  "test",
  "special",
  "stage",
  "kayit",
  "eng",
  "sub",
  "subs",
  "cc",
  "tr",
  "turkce",
  "m",
  "v",
  "w",
  "with",
]);

/** A bracket naming one of these is a different recording people name as such: kept. */
export const KEEP_WORDS: ReadonlySet<string> = new Set([
  "remix",
  "rmx",
  "cover",
  "mashup",
  "bootleg",
  "flip",
  "vip",
  "mix",
]);

/** "(from A Star Is Born)" is part of the name, "(Official Video - Live from …)" is not. */
export const FROM_WORDS: ReadonlySet<string> = new Set(["from"]);

/** Label words that mark the end of the name: what follows them is more label. */
export const CUT_WORDS: ReadonlySet<string> = new Set([
  "official",
  "offical",
  "oficial",
  "officiel",
  "resmi",
  "video",
  "videosu",
  "audio",
  "lyric",
  "lyrics",
  "mv",
  "visualizer",
  "visualiser",
  "album",
  "sozleri",
  "klip",
  "clip",
]);

/** Picture quality: beside filler alone it is no label ("Song 2 HD" is a song). */
export const QUALITY_WORDS: ReadonlySet<string> = new Set(["hd", "hq", "uhd", "4k", "8k"]);

/** "2019", "1080p", "720p". */
export const YEAR_OR_RESOLUTION = /^(?:19|20)\d{2}$|^\d{3,4}p$/;
export const SMALL_NUMBER = /^\d{1,2}$/;
export const YEAR_ONLY = /^(?:19|20)\d{2}$/;
/** "prod. by X", "produced by X". */
export const PRODUCER_NOTE = /^prod(?:\.|uced)?\s/;

// ---------- unbracketed labels ----------

/**
 * Unbracketed labels at the end of a name: "Anti-D Official Video", "I.O.U Official MV", "Dudu HD",
 * "Yolla Yeni Klip", "Hello with lyrics", "4K 60FPS", "Official Video 2023", "prod. by X", the
 * Japanese "スピッツ PV" (a promotion video).
 */
export const TRAILING_LABEL =
  /(?:^|\s+)(?:official\s+(?:music\s+|lyric\s+|hd\s+)?(?:video|audio|clip|mv|m\/v)|official|music\s+video|(?:yeni\s+)?(?:resmi\s+)?(?:video\s*)?klip|resmi\s+video|(?:with\s+)?lyrics?(?:\s+video)?|(?:sarki\s+)?sozleri?|\S+\s+ver\.?|m\/v|mv|dance\s+(?:practice|performance)(?:\s+video)?(?:\s+#?\d+)?|performance\s+video|full\s+album|visuali[sz]er|pv|hd|hq|4k|8k|\d{3,4}p|\d{2,3}\s?fps)(?:\s+(?:19|20)\d{2})?$|\s+prod(?:\.|uced)?\s+by\s.*$/;

/**
 * The same, read for the title as the list has it: "Japanese ver." names a recording and stays;
 * a filmed "Performance ver." does not.
 */
export const TRAILING_UPLOAD_LABEL =
  /(?:^|\s+)(?:official\s+(?:music\s+|lyric\s+|hd\s+)?(?:video|audio|clip|mv|m\/v)|official|music\s+video|(?:yeni\s+)?(?:resmi\s+)?(?:video\s*)?klip|resmi\s+video|(?:with\s+)?lyrics?(?:\s+video)?|(?:sarki\s+)?sozleri?|(?:performance|dance|practice|mv|m\/v|video)\s+ver\.?|m\/v|mv|dance\s+(?:practice|performance)(?:\s+video)?(?:\s+#?\d+)?|performance\s+video|full\s+album|visuali[sz]er|pv|hd|hq|4k|8k|\d{3,4}p|\d{2,3}\s?fps)(?:\s+(?:19|20)\d{2})?$|\s+prod(?:\.|uced)?\s+by\s.*$/;

export const FEAT_START = /^(?:ft|feat|featuring)\.?\s+/i;
export const FEAT_INLINE = /(?:^|\s)(?:ft|feat|featuring)\.?\s+(.+)$/i;
/** Names listed after "feat.": "A, B & C", "A and B". */
export const FEATURED_SEPARATOR = /\s*,\s*|\s+&\s+|\s+and\s+/i;

export const FILE_EXTENSION =
  /\s*\.(?:mp4|m4v|mov|avi|wmv|flv|mkv|webm|mpe?g|3gp|mp3|m4a|wav|flac|ogg|oga|opus|aac|wma)$/i;

/** Emoji standing alone between words or at either end: "🔥 Ezhel - Geceler 🔥", "Gülümse ❤ (with U+FE0F)", "🇹🇷". */
export const EMOJI_RUN =
  /(?<=^|\s)(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\uFE0F|\u200D|\u20E3)+(?=\s|$)/gu;
/** "#shorts #tarkan " before the name. A hashtag has a letter: "#1 Crush" is a name. */
export const LEADING_HASHTAGS = /^(?:#[\p{L}_][\p{L}\p{N}_]*\s+)+(?=[\p{L}\p{N}])/u;

/** A track number before the name: "01. ", "7. ", "01 - " ("99 Luftballons" and "7 Rings" are names). */
export const TRACK_NUMBER = /^(?:\d{1,2}\.\s+|0\d\s+-\s+)/;
/** A " - " part that is only a track number: "Sezen Aksu - 01 - Gülümse", "… - 7. - …". */
export const TRACK_NUMBER_PART = /^\d{1,2}\.?$/;

/** "**NEW**", "*NEW*" anywhere. */
export const STARRED_NEW = /\*+\s*(?:new|yeni|exclusive|premiere|official)\s*!*\s*\*+/gi;
/** "[MV] …", "[Electro] - …", "【MV】…", "NEW: …" before the name. */
export const LEADING_TAG = /^(?:\[[^\]]*\]|【[^】]*】|(?:new|yeni)\s*[:!]|\*+[^*]+\*+)\s*[-–—:|~]?\s*/i;

/**
 * A label channel's copyright line closing the title: "Gülpembe I Anadolu Rock © 2019 Kalan
 * Müzik", "Song ℗ 2016 Label", "(C) 2012 Label". Group 1 is the label's name.
 */
export const COPYRIGHT_TAIL = /\s*(?:[©℗]|\((?:c|p)\)\s*(?=(?:19|20)\d{2}))\s*(?:(?:19|20)\d{2}\s*)?(.*)$/iu;

// ---------- separators ----------

/**
 * Dashes between artist and title: " - ", "–", "—", "‒", "―", "−", "－", " ~ ", " _ ", " • ", the
 * Unicode hyphens " ‐ " and " ‑ " with a space each side (unspaced they join a name), "Artist- Title".
 */
export const DASH_SEPARATOR = /\s+(?:-+|[–—‒―−－~_•\u2010\u2011])\s+|\s*[–—‒―]\s*|\s+-+(?=\S)|(?<=\S)-+\s+/g;
/** Bars between parts: "|", "｜", "¦", "||", " // ". */
export const BAR_SEPARATOR = /\s*[|｜¦]\s*|\s+\/\/\s+/g;
/**
 * A capital I standing for a bar, which label channels write ("Song I Album © 2019 Label"). Read
 * as a bar only where the English pronoun cannot be meant (engine.ts says where).
 */
export const I_BAR = /\s+I\s+/g;
/** Trailing punctuation a part is trimmed of. */
export const EDGE_PUNCTUATION =
  /^[\s\-–—‒―−－\u2010\u2011|｜¦:：,·•~/_]+|[\s\-–—‒―−－\u2010\u2011|｜¦:：,·•~/_]+$/g;

// ---------- brackets and quotes ----------

/** Brackets around notes ("(Official Video)", "[4K]", "【MV】"). 「」 and 『』 are quotes, not brackets. */
export const OPENERS: Readonly<Record<string, string>> = {
  "(": ")",
  "[": "]",
  "{": "}",
  "【": "】",
  "（": "）",
  "［": "］",
};

export const QUOTE_PAIRS: Readonly<Record<string, string>> = {
  '"': '"',
  "“": "”",
  "”": "”",
  "„": "“",
  "«": "»",
  "「": "」",
  "『": "』",
  "'": "'",
  "‘": "’",
  "’": "’",
};

/** Japanese corner brackets, which quote a title: "あいみょん「マリーゴールド」", "sumika『ファンファーレ』MV". */
export const CORNER_QUOTES: ReadonlySet<string> = new Set(["「", "『"]);

/** Double-quoted stretches (corner brackets too), where no separator is looked for. */
export const DOUBLE_QUOTED = /"[^"]*"|“[^“”]*”|«[^«»]*»|„[^„“]*“|「[^「」]*」|『[^『』]*』/g;

// ---------- channels ----------

/** "Sezen Aksu - Topic": YouTube's auto-generated channel of an artist. */
export const TOPIC_CHANNEL = /\s-\sTopic$/i;
/** An artist's own channel: "Barış Manço Official", "Teoman Resmi", "Sezen Aksu Official YouTube Channel". */
export const OFFICIAL_CHANNEL_SUFFIX =
  /\s*(official(\s+(youtube\s+)?channel)?|resmi(\s+(youtube\s+)?(kanal|kanalı|kanali))?)$/i;
/** "Mabel Matiz Müzik", "Wiz Khalifa Music": a person's name before it is an artist's channel. */
export const MUSIC_CHANNEL_SUFFIX = /\s+(?:müzik|muzik|music)$/i;
/**
 * A record label's or a distributor's channel ("Poll Production", "Kalan Müzik Yapım", "Sony
 * Music Turkey", "DMC"): it uploads many artists, so it never stands for the artist.
 */
export const LABEL_CHANNEL =
  /(?:^|\s)(?:records|recordings|production|productions|prodüksiyon|produksiyon|yapım|yapim|plak|plakçılık|plakcilik|entertainment|ent\.|label|labels|company|kayıt|kayit|music\s+(?:turkey|türkiye|turkiye|group|india|entertainment)|müzik\s+yapım)$/i;
/**
 * Channels of labels and compilations whose names say nothing of a label ("DMC", "PASAJ"), or
 * look like a person's ("Dokuz Sekiz Müzik"), as `squash` (text.ts) writes them.
 */
export const KNOWN_LABEL_CHANNELS: ReadonlySet<string> = new Set([
  "variousartists",
  "dmc",
  "pasaj",
  "dokuzsekizmuzik",
  "turkuola",
  "netdmuzik",
]);

/**
 * Shows and series that film many artists and name themselves after the song: "YOASOBI - 夜に駆ける
 * / THE FIRST TAKE", "Song | A COLORS SHOW". As `squash` (text.ts) writes them.
 */
export const KNOWN_SHOWS: ReadonlySet<string> = new Set([
  "thefirsttake",
  "thehometake",
  "acolorsshow",
  "colors",
  "tinydeskconcert",
  "nprmusictinydeskconcert",
]);

/** " / " between a song and the show, series or channel it was filmed for. */
export const SLASH_SEPARATOR = /\s+\/\s+/g;
