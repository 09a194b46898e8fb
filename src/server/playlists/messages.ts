/**
 * Turkish texts people see when a playlist cannot be loaded. The ones the spec quotes
 * (blank input, empty playlist, the fallbacks) are kept exactly as written there.
 */
export const PLAYLIST_MESSAGES = {
  spotifyBlank: "Lütfen bir Spotify playlist URL'si girin",
  spotifyInvalid:
    "Bu bir Spotify playlist bağlantısı değil. Örnek: https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd",
  spotifyNotPlaylist:
    "Bu bağlantı bir şarkıya, albüme, sanatçıya ya da podcast'e ait. Lütfen bir playlist bağlantısı girin.",
  spotifyShortLink:
    "Kısa Spotify bağlantıları (spotify.link) açılamıyor. Lütfen open.spotify.com/playlist/… ile başlayan bağlantıyı girin.",
  spotifyNotFound: "Playlist bulunamadı. Bağlantıyı ve playlist'in herkese açık olduğunu kontrol edin.",
  /** the client adds "CSV ile devam edebilirsiniz." (spec, section 8) */
  spotifyFailed: "Playlist yüklenemedi",
  spotifyEmpty: "Playlist'te şarkı bulunamadı",

  youtubeBlank: "Lütfen bir YouTube playlist URL'si girin",
  youtubeInvalid:
    "Bu bir YouTube playlist bağlantısı değil. Örnek: https://www.youtube.com/playlist?list=PL…",
  youtubeVideoOnly:
    "Bu bağlantı tek bir videoya ait. Lütfen bir playlist bağlantısı girin (adreste list= bulunmalı).",
  youtubeMix:
    "YouTube mix'leri (RD ile başlayan listeler) her kişiye özel oluşturulur ve okunamaz. Mix'teki videoları bir playlist'e kaydedip o playlist'in bağlantısını girebilirsiniz.",
  youtubePersonalList:
    "Beğenilen videolar ve Daha sonra izle listeleri gizlidir ve okunamaz. Lütfen herkese açık bir playlist bağlantısı girin.",
  youtubeNotConfigured:
    "YouTube kaynağı bu sunucuda yapılandırılmamış. Spotify playlist'i ya da CSV dosyası ile devam edebilirsiniz.",
  youtubeUnavailable:
    "YouTube kaynağı şu anda kullanılamıyor. Spotify playlist'i ya da CSV dosyası ile devam edebilirsiniz.",
  youtubeNotFound:
    "YouTube playlist'i bulunamadı. Bağlantıyı ve playlist'in herkese açık ya da liste dışı olduğunu kontrol edin.",
  youtubeQuota:
    "YouTube'un bugünkü istek kotası doldu. Lütfen yarın tekrar deneyin ya da CSV dosyası ile devam edin.",
  youtubeTimeout: "YouTube zamanında yanıt vermedi. Lütfen biraz sonra tekrar deneyin.",
  youtubeFailed: "YouTube playlist yüklenemedi",
  youtubeEmpty: "Playlist'te video bulunamadı",

  urlTooLong: "Bağlantı çok uzun",
} as const;

/**
 * A provider answered, but not in the shape we know (a page redesign, a changed JSON path).
 * It becomes a 502 and a log line for the operator, never a crash or an empty list.
 */
export class PlaylistShapeError extends Error {
  constructor(
    readonly provider: "spotify-embed" | "spotify-api" | "youtube",
    detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = "PlaylistShapeError";
  }
}
