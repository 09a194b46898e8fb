/** Turkish interface texts the spec quotes; kept exactly as written there. */
export const T = {
  brand: "Şarkı Falı",
  loading: "Yükleniyor...",
  processing: "İşleniyor...",
  error: "Hata",
  success: "Başarılı!",
  copied: "Kopyalandı!",

  landing: {
    tagline: "Bir sayı seç, şarkın seni bulsun",
    cta: "Giriş Yap & Başla",
  },

  login: {
    signInTitle: "Giriş Yap",
    signInSubtitle: "Devam etmek için giriş yap",
    registerTitle: "Hesap Oluştur",
    registerSubtitle: "Fallarını kaydet ve takip et",
    forgot: "Şifremi unuttum?",
    requiredFields: "Email ve şifre gerekli",
    passwordTooShort: "Şifre en az 6 karakter olmalı",
    loginFailedTitle: "Giriş Başarısız",
    loginFailed: "Email veya şifre yanlış",
    registerFailedTitle: "Kayıt Başarısız",
    registerFailed: "Kayıt sırasında bir hata oluştu",
  },

  header: {
    defaultName: "Kullanıcı",
    history: "Geçmişim",
    logout: "Çıkış Yap",
  },

  notFound: {
    title: "Sayfa Bulunamadı",
  },

  home: {
    hero: "Müziğin Diliyle Geleceğini Keşfet",
    spotifyButton: "Şarkıları Getir",
    youtubeButton: "Videoları Getir",
    spotifyBlank: "Lütfen bir Spotify playlist URL'si girin",
    youtubeBlank: "Lütfen bir YouTube playlist URL'si girin",
    spotifyEmpty: "Playlist'te şarkı bulunamadı",
    youtubeEmpty: "Playlist'te video bulunamadı",
    loadErrorTitle: "Yükleme hatası",
    spotifyFallback: "Playlist yüklenemedi. CSV ile devam edebilirsiniz.",
    youtubeFallback: "YouTube playlist yüklenemedi",
    songsLoaded: (n: number) => `${n} şarkı yüklendi`,
    videosLoaded: (n: number) => `${n} video yüklendi`,
  },

  play: {
    back: "Playlist Değiştir",
    cardTitle: "Falını Keşfet",
    numberPlaceholder: "Aklındaki sayı...",
    drawButton: "Falımı Çek",
    drawing: "Falın çekiliyor...",
    invalidNumberTitle: "Geçersiz sayı",
    invalidNumber: "Lütfen geçerli bir sayı girin",
    noPlaylistTitle: "Playlist yok",
    noPlaylist: "Önce bir playlist yüklemelisiniz",
    premiumTitle: "Premium Özellik",
    premiumOnly: "Bu tema sadece premium kullanıcılar için geçerlidir",
    drawFailed: "Falınız çekilemedi",
    premiumLabel: "Premium",
    hintPlaceholder: "Örn: sınav, motivasyon, aşk",
    hintGuidance: "1-3 kelime ile odaklanmak istediğin tema",
    generate: "Fal Yorumu Oluştur",
    detailed: "Detaylı Yorum",
    showShort: "Kısa Göster",
    copied: "Kopyalandı",
    share: "Paylaş (WhatsApp, X, Instagram)",
    commentFailed: "Yorum oluşturulamadı",
    copyFailed: "Kopyalama başarısız",
    commentCopied: "Yorum panoya kopyalandı",
  },
} as const;
