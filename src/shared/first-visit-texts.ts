/**
 * The texts of what every first visit shows from the entry script and the landing page: the
 * header, the page loader, the landing page. They are part of `T` (texts.ts), which the rest of
 * the code uses; the entry and the landing page import only this module, so the JavaScript a first
 * visit downloads does not carry every text of the app (scripts/bundle-size.mjs, issue 16's budget).
 */
export const FIRST_VISIT_TEXTS = {
  brand: "Şarkı Falı",
  loading: "Yükleniyor...",
  /** the app's own: shown near every fortune (spec section 1, entertainment only) */
  entertainment: "Şarkı Falı bir müzik oyunudur; yalnızca eğlence amaçlıdır.",

  landing: {
    tagline: "Bir sayı seç, şarkın seni bulsun",
    cta: "Giriş Yap & Başla",
  },

  header: {
    defaultName: "Kullanıcı",
    history: "Geçmişim",
    logout: "Çıkış Yap",
  },

  /** the app shell when the server cannot be reached (offline, or a chunk that did not load) */
  offline: {
    title: "İnternet bağlantısı yok",
    body: "Şarkı Falı'nı kullanmak için internete bağlı olman gerekiyor. Bağlantı gelince sayfa kendiliğinden açılır.",
    retry: "Tekrar Dene",
    pageFailedTitle: "Sayfa yüklenemedi",
    pageFailed: "Bağlantını kontrol edip sayfayı yenile.",
    reload: "Sayfayı Yenile",
  },
} as const;
