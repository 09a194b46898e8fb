import { FIRST_VISIT_TEXTS } from "./first-visit-texts";

/** A count the Turkish way ("10.000"): the spec's '{n} …' templates keep their words, n is grouped. */
const count = (n: number) => n.toLocaleString("tr-TR");

/**
 * Turkish interface texts: the ones the spec quotes, kept exactly as written there, and a few of
 * the app's own (commented) in the informal `sen` register.
 */
export const T = {
  // brand, loading, entertainment, landing, header: first-visit-texts.ts
  ...FIRST_VISIT_TEXTS,
  processing: "İşleniyor...",
  error: "Hata",
  success: "Başarılı!",
  copied: "Kopyalandı!",

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
    songsLoaded: (n: number) => `${count(n)} şarkı yüklendi`,
    videosLoaded: (n: number) => `${count(n)} video yüklendi`,
    /** after the count when the server read only the first 1,000 rows of a long playlist */
    playlistCapped: "Liste çok uzun olduğu için yalnızca ilk 1.000 parçası okundu.",
    /** the share target's question before a shared link is loaded (review I-4: no load without a tap) */
    sharedTitle: "Bu playlist yüklensin mi?",
    sharedIntro: (source: string) => `Şarkı Falı'na bir ${source} playlist bağlantısı paylaşıldı:`,
    sharedReplaces: "Yüklersen şu an açık olan listenin yerini alır.",
    sharedLoad: "Playlisti Yükle",
    sharedCancel: "Vazgeç",
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
    /** the app's own: the drawn card of a listening history (CSV), as the import's summary says it */
    plays: (n: number) => `${count(n)} kez dinlendi`,
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
    commentHeading: "Şarkının Fısıltısı",
    commentIntro: "Sözlerinden ve melodisinden yola çıkarak bu şarkının sana ne söylediğini yorumlayalım.",
    hintLabel: "Odak (isteğe bağlı)",
    /**
     * the app's own: under the hint field when a model writes the comments (KVKK art. 9, ADR 020).
     * `provider` is a company's name, a host or a description (ADR 033), so it stands after a colon.
     */
    hintSent: (provider: string) =>
      `İpucun, yorumu yazan modelin sağlayıcısına gönderilir: ${provider.replace(/\.$/, "")}.`,
    loaderSteps: [
      "Şarkının sözlerine kulak veriliyor...",
      "Melodinin ritmi yıldızlarla buluşuyor...",
      "Falın kaleme alınıyor...",
    ],
    commentOverline: "Falın",
    copy: "Kopyala",
    copyAria: "Başlığı ve yorumu panoya kopyala",
    // the app's own: the answer to a hint that suggests self-harm (kind "support"), never a fortune
    supportOverline: "Senin için bir not",
    supportCall: "112'yi Ara",
    supportCallLabel: "112 Acil Çağrı Merkezi'ni ara",
    supportCallNote: "Acil bir durumdaysan hemen 112'yi ara. Arama ücretsizdir; hat günün her saati açıktır.",
  },

  history: {
    title: "Geçmiş Fallar",
    all: (n: number) => `Tümü (${count(n)})`,
    favorites: (n: number) => `Favoriler (${count(n)})`,
    /** the tabs while their counts are not known yet (no number rather than a wrong one) */
    allUncounted: "Tümü",
    favoritesUncounted: "Favoriler",
    emptyAll: "Henüz fal çekmedin",
    emptyFavorites: "Henüz favori eklemedin",
    noResults: "Arama sonucu bulunamadı",
    favoriteUpdated: "Favori durumu güncellendi",
    favoriteFailed: "Favori güncellenemedi",
    /** the app's own: paging and the Premium filters (detailed history) */
    more: "Daha fazla",
    filters: "Ayrıntılı filtreler",
    filtersPremium: "Tema, kaynak ve tarih filtreleri Premium üyelere özel.",
    clearFilters: "Filtreleri temizle",
    statsLink: "İstatistiklerim",
  },

  /** the app's own: 'Geçmiş · Şimdi · Gelecek', the three-song spread (Premium) */
  spread: {
    title: "Geçmiş · Şimdi · Gelecek",
    single: "Tek şarkı",
    description: "Üç sayı tut: Biri geçmişin, biri bugünün, biri geleceğin için; üç şarkı, tek fal.",
    numberLabel: (label: string) => `${label} için sayı`,
    drawButton: "Üç Şarkımı Çek",
    drawing: "Üç şarkın çekiliyor...",
    premiumOnly: "Geçmiş · Şimdi · Gelecek çekilişi Premium üyelere özel.",
    locked: "Üç şarkılık çekiliş Premium üyelere özel",
    failed: "Üç şarkılık çekiliş oluşturulamadı",
    commentOverline: "Üç şarkının falı",
    resultHeading: "Üç şarkı, tek fal",
    historyLabel: "Üç şarkı",
    openResult: "Falı aç ve paylaş",
  },

  /** the app's own: 'Günün Şarkısı', the song of the day at the top of the home screen (ADR 040) */
  daily: {
    title: "Günün Şarkısı",
    revealAria: "Günün şarkısını aç",
    loading: "Günün şarkısı hazırlanıyor...",
    loadFailed: "Günün şarkısı şu an açılamadı.",
    retry: "Tekrar dene",
    rule: (position: number) => `→ ${position.toLocaleString("tr-TR")}. şarkı`,
    list: (name: string, count: number) => `${name} · ${count.toLocaleString("tr-TR")} şarkı`,
    save: "Kaydet",
    saved: "Kaydedildi",
    savedToast: "Günün şarkısı geçmişine eklendi",
    saveFailed: "Günün şarkısı kaydedilemedi",
    share: "Paylaş",
    shareText: "Bugünün şarkısı bana bunu çıkardı:",
    next: "Yarının şarkısı gece yarısı (İstanbul saatiyle) hazır olur.",
    badge: "Günün Şarkısı",
  },

  /** the app's own: where a draw's playlist came from */
  sources: { spotify: "Spotify", youtube: "YouTube", csv: "CSV dosyası", ready: "Hazır liste" },

  /** the app's own: the detailed statistics page (/stats, Premium) */
  stats: {
    title: "İstatistiklerim",
    subtitle: "Fallarının hikâyesi: haftalar, temalar, şarkılar ve sayılar.",
    lockedTitle: "Ayrıntılı istatistikler Premium'a özel",
    /** the server's 403 to a free account (one form with the other refusals: "… Premium üyelere özel.") */
    premiumOnly: "Ayrıntılı istatistikler Premium üyelere özel.",
    lockedText:
      "Haftalık fal grafiğin, tema dağılımın, en sık çıkan sanatçıların ve şarkıların, en sık tuttuğun sayıların, serilerin ve melodi profilin burada seni bekliyor.",
    lockedPreview: "Örnek görünüm, senin verilerin değil",
    loadFailed: "İstatistikler yüklenemedi",
    empty: "Henüz istatistik yok: İlk falını çektiğinde burası dolmaya başlar.",
  },

  result: {
    commentTitle: "Falınız",
    ownFortune: "Kendi Falını Çek",
    notFound: "Fal bulunamadı",
    loadFailed: "Fal yüklenirken bir hata oluştu",
    connectionError: "Bağlantı hatası",
    invalidId: "Geçersiz fal ID",
    gone: "Bu fal artık mevcut değil veya hiç oluşturulmamış.",
    linkCopied: "Fal linki panoya kopyalandı",
    linkCopyFailed: "Link kopyalanamadı",
    instagramCopied: "Instagram'da paylaşabilirsiniz",
    copyFailed: "Kopyalama başarısız",
  },

  // the app's own (ADR 038): the question on the shared page, hidden unless its owner shows it
  question: {
    toggle: "Sorum paylaşılan sayfada görünsün",
    shown: "Bağlantıyı açan herkes görür.",
    hidden: "Yalnızca sen görürsün; bağlantıyı açanlar görmez.",
    sensitive:
      "Bu soru hassas bir konuya değindiği için paylaşılan sayfada gösterilemez; yalnızca sen görürsün.",
    noneGiven: "Bu falda gösterilecek bir soru yok.",
    tooMany: "Sorunun görünürlüğünü kısa sürede çok sık değiştirdin. Lütfen biraz sonra tekrar dene.",
    saveFailed: "Tercihin kaydedilemedi. Biraz sonra tekrar dene.",
    /** under a comment written for a question read as sensitive (hintSafety "sensitive") */
    sensitiveNotice:
      "Sorduğun şey hassas bir konuya değiniyor: yorum ona değinmez ve falını paylaşırsan soru paylaşılan sayfada hiçbir zaman görünmez.",
  },
} as const;
