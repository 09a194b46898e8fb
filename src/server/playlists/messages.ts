import { T } from "@/shared/texts";

/**
 * Turkish texts people see when a playlist cannot be loaded. The ones the spec quotes (blank
 * input, empty playlist, the fallbacks) come from @/shared/texts, where the client reads them too.
 */
export const PLAYLIST_MESSAGES = {
  spotifyBlank: T.home.spotifyBlank,
  spotifyInvalid:
    "Bu bir Spotify playlist bağlantısı değil. Örnek: https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd",
  spotifyNotPlaylist:
    "Bu bağlantı bir şarkıya, albüme, sanatçıya ya da podcast'e ait. Lütfen bir playlist bağlantısı gir.",
  spotifyShortLink:
    "Kısa Spotify bağlantıları (spotify.link) açılamıyor. Lütfen open.spotify.com/playlist/… ile başlayan bağlantıyı gir.",
  spotifyNotFound: "Playlist bulunamadı. Bağlantıyı ve playlistin herkese açık olduğunu kontrol et.",
  /** the client adds the spec's "CSV ile devam edebilirsiniz." (section 8) */
  spotifyFailed: "Playlist yüklenemedi",
  spotifyEmpty: T.home.spotifyEmpty,

  youtubeBlank: T.home.youtubeBlank,
  youtubeInvalid:
    "Bu bir YouTube playlist bağlantısı değil. Örnek: https://www.youtube.com/playlist?list=PL…",
  youtubeVideoOnly:
    "Bu bağlantı tek bir videoya ait. Lütfen bir playlist bağlantısı gir (adreste list= bulunmalı).",
  youtubeMix:
    "YouTube mix'leri (RD ile başlayan listeler) her kişiye özel oluşturulur ve okunamaz. Mix'teki videoları bir playliste kaydedip o playlistin bağlantısını girebilirsin.",
  youtubePersonalList:
    "Beğenilen videolar ve Daha sonra izle listeleri gizlidir ve okunamaz. Lütfen herkese açık bir playlist bağlantısı gir.",
  youtubeNotConfigured:
    "YouTube kaynağı bu sunucuda yapılandırılmamış. Spotify playlisti ya da CSV dosyasıyla devam edebilirsin.",
  youtubeUnavailable:
    "YouTube kaynağı şu anda kullanılamıyor. Spotify playlisti ya da CSV dosyasıyla devam edebilirsin.",
  youtubeNotFound:
    "YouTube playlisti bulunamadı. Bağlantıyı ve playlistin herkese açık ya da liste dışı olduğunu kontrol et.",
  youtubeQuota:
    "YouTube'un bugünkü istek kotası doldu. Lütfen yarın tekrar dene ya da CSV dosyasıyla devam et.",
  youtubeTimeout: "YouTube zamanında yanıt vermedi. Lütfen biraz sonra tekrar dene.",
  youtubeFailed: T.home.youtubeFallback,
  youtubeEmpty: T.home.youtubeEmpty,

  urlTooLong: "Bağlantı çok uzun",

  // Spotify links that are not playlists: albums load as their list of songs, the rest are named
  spotifyTrackLink:
    "Bu bağlantı tek bir şarkıya ait; fal için bir şarkı listesi gerekiyor. Bir playlist ya da albüm bağlantısı yapıştır (open.spotify.com/playlist/… ya da open.spotify.com/album/…).",
  spotifyArtistLink:
    "Bu bağlantı bir sanatçı sayfasına ait. Sanatçının bir albümünü ya da bir playlisti açıp onun bağlantısını yapıştır.",
  spotifyPodcastLink:
    "Bu bağlantı bir podcast'e ait; falda yalnızca şarkılar var. Bir playlist ya da albüm bağlantısı yapıştır.",
  spotifyOtherLink:
    "Bu bağlantı bir playliste ya da albüme ait değil. open.spotify.com/playlist/… ya da open.spotify.com/album/… ile başlayan bir bağlantı yapıştır.",
  spotifyAlbumNotFound: "Albüm bulunamadı. Bağlantıyı kontrol et.",
  tooManyLoads: "Çok fazla playlist yükleme isteği. Lütfen birkaç dakika sonra tekrar dene.",
} as const;

/** The app's own daily YouTube budget is spent (503): when it comes back, in Türkiye's time. */
export const youtubeBudgetSpentMessage = (clock: string) =>
  `Bugün YouTube'dan okuyabileceğimiz liste sınırına ulaştık. Sınır Türkiye saatiyle ${clock} sularında yenileniyor; o zamana kadar Spotify playlisti ya da CSV dosyasıyla devam edebilirsin.`;

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
