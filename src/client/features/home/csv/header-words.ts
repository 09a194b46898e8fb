/**
 * The words header cells are made of, by what they mean. Two layers:
 *
 * - `KNOWN_HEADERS`: whole header names seen in real exports and hand-made files (Exportify in all
 *   its interface languages comes from `exportify-headers.ts`, generated from its translations).
 * - `CONCEPT_WORDS`: single words in many languages ("artist", "Künstler", "sanatçı", "アーティスト"),
 *   so a header nobody listed ("Nome do artista", "Şarkıcı 2", "channelName") is still read by meaning.
 *
 * Every entry is written naturally and compared after `normalizeHeader`.
 */
import type { FeatureName } from "./csv-values";
import { EXPORTIFY_TRACK_LABELS, type ExportifyTrackKey } from "./exportify-headers";

export type ColumnRole =
  | "title"
  /** A bare "Name": the title only when something else says the file is about music. */
  | "name"
  /** One column holding "Artist - Title". */
  | "artistTitle"
  /** One column holding "Title - Artist", the other way round ("Şımarık - Tarkan"). */
  | "titleArtist"
  | "artist"
  | "albumArtist"
  | "album"
  | "durationMs"
  | "durationSeconds"
  /** Unit unknown: Soundiiz writes seconds, hand-made files "3:45", YouTube tools "PT3M45S". */
  | "duration"
  | "image"
  | "previewUrl"
  | "spotifyUri"
  | "spotifyId"
  | "isrc"
  | "url"
  | "videoId"
  | "channel"
  | "playlist"
  | "type"
  /** When the song was played: one row per play makes a listening history (Last.fm, Spotify). */
  | "playedAt"
  /** How many plays a history's row stands for (Apple's daily tracks: one row per song and day). */
  | "playCount"
  | FeatureName
  /** A header we know and do not use (dates, ids of artists, genres…): it still marks a header row. */
  | "ignore";

/** Which Exportify column each translation key names. */
const EXPORTIFY_ROLES: Record<ExportifyTrackKey, ColumnRole> = {
  track_uri: "spotifyUri",
  track_name: "title",
  artist_uris: "ignore",
  artist_names: "artist",
  album_uri: "ignore",
  album_name: "album",
  album_artist_uris: "ignore",
  album_artist_names: "albumArtist",
  album_release_date: "ignore",
  album_image_url: "image",
  disc_number: "ignore",
  track_number: "ignore",
  track_duration: "durationMs",
  track_preview_url: "previewUrl",
  explicit: "ignore",
  popularity: "ignore",
  isrc: "isrc",
  is_playable: "ignore",
  added_by: "ignore",
  added_at: "ignore",
  "album.album_genres": "ignore",
  "album.label": "ignore",
  "album.copyrights": "ignore",
  "artist.artist_genres": "ignore",
  "audio_features.danceability": "danceability",
  "audio_features.energy": "energy",
  "audio_features.key": "key",
  "audio_features.loudness": "loudness",
  "audio_features.mode": "mode",
  "audio_features.speechiness": "ignore",
  "audio_features.acousticness": "acousticness",
  "audio_features.instrumentalness": "ignore",
  "audio_features.liveness": "ignore",
  "audio_features.valence": "valence",
  "audio_features.tempo": "tempo",
  "audio_features.time_signature": "ignore",
};

/**
 * Header names of other exporters and of hand-made files. Exportify's English names are in the
 * generated table; exportify.net (pavelkomarov/exportify) adds the rest of its own below.
 */
const OTHER_HEADERS: Partial<Record<ColumnRole, readonly string[]>> = {
  title: [
    "master_metadata_track_name",
    "Title",
    "Song",
    "Songs",
    "Song Name",
    "Song Title",
    "Track",
    "Tracks",
    "Track Title",
    "Video Title",
    "SNG_TITLE",
    "Şarkı",
    "Şarkılar",
    "Şarkı Adı",
    "Şarkı İsmi",
    "Şarkının Adı",
    "Şarkı Başlığı",
    "Parça",
    "Parçalar",
    "Parça İsmi",
    "Eser",
    "Eser Adı",
    "Başlık",
  ],
  name: ["Name", "Names", "İsim", "Ad", "Adı"],
  artistTitle: [
    "Artist - Title",
    "Artist - Song",
    // Apple's privacy export ("Play History Daily Tracks"): "Tarkan - Şımarık"
    "Track Description",
    "Sanatçı - Şarkı",
    "Şarkıcı - Şarkı",
    "Sanatçı - Şarkı Adı",
  ],
  titleArtist: [
    "Title - Artist",
    "Song - Artist",
    "Song Title - Artist",
    "Track - Artist",
    "Şarkı - Sanatçı",
    "Şarkı - Şarkıcı",
    "Şarkı Adı - Sanatçı",
    "Parça - Sanatçı",
    "Eser - Sanatçı",
  ],
  artist: [
    "Artist",
    "Artists",
    "Artist Name",
    "Artist Names",
    "Artist(s)",
    "Singer",
    "Performer",
    "Band",
    "Creator",
    "Sanatçı",
    "Sanatçılar",
    "Sanatçı(lar)",
    "Sanatçı Adı(ları)",
    "Sanatçı Adları",
    "Şarkıcı",
    "Şarkıcılar",
    "Şarkıcı Adı",
    "Yorumcu",
    "İcracı",
    "Grup",
    "Seslendiren",
    // Deezer's field names, which Deezer export tools keep.
    "ART_NAME",
    // Spotify's streaming history names the track's artist so.
    "master_metadata_album_artist_name",
    // Guests of the song are its artists too.
    "Featuring",
    "Feat.",
    "Featured Artist",
    "Featured Artists",
    "Düet",
    "Konuk Sanatçı",
    "Konuk",
  ],
  album: ["Album", "Albüm", "ALB_TITLE", "master_metadata_album_album_name"],
  durationMs: ["Duration (ms)", "Duration in ms", "Length (ms)", "Süre (ms)"],
  durationSeconds: [
    "Duration (s)",
    "Duration (sec)",
    "Duration (seconds)",
    "Duration in seconds",
    "Duration Seconds",
    "Süre (sn)",
    "Süre (saniye)",
  ],
  duration: ["Duration", "Length", "Time", "Süre", "Uzunluk"],
  image: ["Image", "Image URL", "Cover", "Cover URL", "Album Cover", "Album Art", "Artwork", "Thumbnail"],
  previewUrl: ["Preview", "Preview URL"],
  spotifyUri: ["URI", "Spotify URI", "spotify_track_uri"],
  // exportify.net called the track column "Spotify ID" (2024) and "Track ID" before "Track URI".
  spotifyId: ["Spotify ID", "Spotify Track ID", "Track ID", "Spotify - id"],
  url: ["URL", "Link", "Spotify URL", "Spotify Link", "External URL", "Bağlantı"],
  videoId: ["Video ID", "YouTube ID", "YouTube - id"],
  channel: ["Channel", "Channel Title", "Channel Name", "Uploader", "Kanal"],
  playlist: ["Playlist", "Playlist Name", "Playlist Title", "Çalma Listesi"],
  type: ["Type"],
  // Last.fm (lastfm.ghan.nl: uts,utc_time,…), Spotify's account data (endTime,artistName,…) and
  // extended streaming history (ts,…,master_metadata_track_name,…), Apple Music's play activity
  playedAt: [
    "uts",
    "utc_time",
    "ts",
    "timestamp",
    "endTime",
    "end time",
    "played at",
    "played_at",
    "date played",
    "time played",
    "listened at",
    "listened_at",
    "scrobble time",
    "scrobbled at",
    "Event Start Timestamp",
    "Event End Timestamp",
    "Dinlenme Zamanı",
    "Dinlenme Tarihi",
    "Dinlendiği Zaman",
  ],
  playCount: ["Play Count", "Plays", "Çalma Sayısı", "Dinlenme Sayısı"],
  isrc: ["ISRC"],
  tempo: ["Tempo"],
  energy: ["Energy"],
  valence: ["Valence"],
  danceability: ["Danceability"],
  acousticness: ["Acousticness"],
  loudness: ["Loudness"],
  key: ["Key"],
  mode: ["Mode"],
  ignore: [
    // listening histories' other columns
    "ms_played",
    "msPlayed",
    "Play Duration Milliseconds",
    // Apple's privacy export: its own numeric ids of the song and how a play ended
    "Track Identifier",
    "Track Reference",
    "End Reason Type",
    "Source Type",
    "artist_mbid",
    "album_mbid",
    "track_mbid",
    "mbid",
    "episode_name",
    "episode_show_name",
    "spotify_episode_uri",
    "audiobook_title",
    "audiobook_chapter_title",
    "reason_start",
    "reason_end",
    "conn_country",
    "platform",
    "Artist IDs",
    "Album ID",
    "Release Date",
    "Genres",
    "Genre",
    "Record Label",
    "Label",
    "Speechiness",
    "Instrumentalness",
    "Liveness",
    "Time Signature",
    "Added Date",
    "isFound",
    "Description",
    "Views",
    "View Count",
    "Likes",
    "Published",
    "Published At",
    "Tür",
    "Türü",
    "Yıl",
    "Year",
    "No",
    "Sıra",
    // "Song…" and "Müzik" would otherwise read as a title column.
    "Songwriter",
    "Composer",
    "Söz",
    "Müzik",
    "Söz-Müzik",
    "Besteci",
  ],
};

/** What a word of a header means; a header's meaning is made of its words' concepts. */
export type Concept =
  | "artist"
  | "song"
  | "title"
  | "name"
  | "album"
  | "duration"
  | "ms"
  | "seconds"
  | "image"
  | "preview"
  | "uri"
  | "url"
  | "id"
  | "number"
  | "genre"
  | "date"
  | "playlist"
  | "channel"
  | "video"
  | "spotify"
  | "type"
  | "played"
  | "added"
  | "last";

/**
 * Words of header cells in the languages people export from. Words of four letters or more also
 * match as the start of a longer word ("artist" in "artistas", "Künstler" in "Künstlername").
 */
export const CONCEPT_WORDS: Record<Concept, readonly string[]> = {
  artist: [
    "artist",
    "artiste",
    "artista",
    "artiest",
    "artysta",
    "umelec",
    "künstler",
    "interpret",
    "interprete",
    "intérprete",
    "singer",
    "sänger",
    "chanteur",
    "chanteuse",
    "cantante",
    "cantor",
    "zanger",
    "performer",
    "wykonawca",
    "sanatçı",
    "şarkıcı",
    "yorumcu",
    "icracı",
    "seslendiren",
    "исполнитель",
    "артист",
    "καλλιτέχνης",
    "καλλιτέχνη",
    "فنان",
    "الفنان",
    "الفنانين",
    "アーティスト",
    "歌手",
    "艺术家",
    "藝人",
    "아티스트",
    "가수",
  ],
  song: [
    "track",
    "song",
    "şarkı",
    "parça",
    "eser",
    "canción",
    "cancion",
    "chanson",
    "morceau",
    "brano",
    "canzone",
    "traccia",
    "faixa",
    "música",
    "lied",
    "låt",
    "låtens",
    "sang",
    "piosenka",
    "utwór",
    "песня",
    "трек",
    "τραγούδι",
    "κομμάτι",
    "κομματιού",
    "اغنية",
    "الأغنية",
    "トラック",
    "曲",
    "歌曲",
    "노래",
    "곡",
  ],
  title: [
    "title",
    "titel",
    "titre",
    "título",
    "titolo",
    "tytuł",
    "başlık",
    "название",
    "τίτλος",
    "عنوان",
    "タイトル",
    "标题",
    "제목",
  ],
  name: [
    "name",
    "namen",
    "nom",
    "nombre",
    "nome",
    "naam",
    "namn",
    "navn",
    "nazwa",
    "isim",
    "ismi",
    "ad",
    "adı",
    "имя",
    "όνομα",
    "اسم",
    "名",
    "名前",
    "名称",
    "이름",
  ],
  album: [
    "album",
    "alben",
    "albüm",
    "álbum",
    "альбом",
    "άλμπουμ",
    "ألبوم",
    "الألبوم",
    "アルバム",
    "专辑",
    "앨범",
  ],
  duration: [
    "duration",
    "length",
    "süre",
    "süresi",
    "uzunluk",
    "dauer",
    "länge",
    "duración",
    "durée",
    "durata",
    "duração",
    "duur",
    "längd",
    "låtlängd",
    "czas",
    "длительность",
    "διάρκεια",
    "مدة",
    "長さ",
    "时长",
    "재생시간",
  ],
  ms: ["ms", "millisecond", "milliseconds", "milisaniye", "ミリ秒", "بالمللي"],
  seconds: [
    "s",
    "sec",
    "secs",
    "second",
    "seconds",
    "sn",
    "saniye",
    "sekunden",
    "segundos",
    "secondes",
    "secondi",
  ],
  image: [
    "image",
    "img",
    "cover",
    "artwork",
    "art",
    "thumbnail",
    "thumb",
    "picture",
    "bild",
    "imagen",
    "immagine",
    "imagem",
    "afbeelding",
    "resim",
    "kapak",
    "görsel",
    "obraz",
    "εικόνα",
    "صورة",
    "画像",
    "图片",
    "이미지",
  ],
  preview: [
    "preview",
    "vorschau",
    "previa",
    "prévia",
    "prévisualisation",
    "anteprima",
    "voorbeeld",
    "förhandsgranskning",
    "önizleme",
    "προεπισκόπηση",
    "معاينة",
    "プレビュー",
  ],
  uri: ["uri", "uris"],
  url: ["url", "urls", "link", "links", "href", "bağlantı", "enlace", "lien", "collegamento", "رابط"],
  id: ["id", "ids", "identifier", "kimlik", "kimliği"],
  number: [
    "number",
    "no",
    "nr",
    "num",
    "numara",
    "numarası",
    "nummer",
    "numero",
    "número",
    "numéro",
    "αριθμός",
    "رقم",
    "番号",
    "sıra",
    "index",
    "position",
    "pos",
    "rank",
    // counts ("Track Count", "Play Count", "Çalma Sayısı") are numbers too, not what they count
    "count",
    "counts",
    "sayı",
    "sayısı",
    "adet",
    "adedi",
    "anzahl",
  ],
  genre: [
    "genre",
    "genres",
    "tür",
    "türü",
    "türler",
    "türleri",
    "género",
    "generi",
    "gênero",
    "genrer",
    "είδη",
    "أنواع",
    "ジャンル",
  ],
  date: ["date", "datum", "tarih", "fecha", "data", "year", "yıl", "released", "published"],
  played: [
    // Last.fm's Unix time of a scrobble ("date.uts" in its API answers turned into CSV)
    "uts",
    "played",
    "listened",
    "scrobble",
    "scrobbled",
    "scrobbles",
    "timestamp",
    "dinlenme",
    "dinlendiği",
    "gespielt",
    "gehört",
    "escuchado",
    "écouté",
    "ascoltato",
  ],
  added: [
    "added",
    "eklenme",
    "eklendi",
    "eklendiği",
    "hinzugefügt",
    "agregado",
    "añadido",
    "ajouté",
    "aggiunto",
  ],
  // A library's "Last Played" is one date per song, not a play per row.
  last: ["last", "son", "letzte", "zuletzt", "último", "dernier", "ultimo"],
  playlist: [
    "playlist",
    "playlists",
    "çalma",
    "liste",
    "listesi",
    "lista",
    "wiedergabeliste",
    "afspeellijst",
    "spellista",
  ],
  channel: ["channel", "kanal", "kanalı", "uploader", "chaîne", "canal"],
  video: ["video", "videos", "youtube", "vídeo", "ビデオ", "動画"],
  spotify: ["spotify"],
  type: ["type", "kind"],
};

export type HeaderEntry = { role: ColumnRole; fromExportify: boolean };

/** Normalised whole header name -> role. Built once; Exportify's own names win any clash. */
export function knownHeaderTable(normalize: (cell: string) => string): Map<string, HeaderEntry> {
  const table = new Map<string, HeaderEntry>();
  for (const [role, names] of Object.entries(OTHER_HEADERS) as [ColumnRole, readonly string[]][]) {
    for (const name of names) table.set(normalize(name), { role, fromExportify: false });
  }
  for (const [key, labels] of Object.entries(EXPORTIFY_TRACK_LABELS) as [
    ExportifyTrackKey,
    readonly string[],
  ][]) {
    for (const label of labels)
      table.set(normalize(label), { role: EXPORTIFY_ROLES[key], fromExportify: true });
  }
  return table;
}
