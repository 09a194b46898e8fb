/** The reminders' Turkish texts (ADR 041): the API's messages and the notifications themselves. */
import { turkishMonthName } from "./istanbul-time";

export const PUSH_MESSAGES = {
  off: "Hatırlatmalar bu sunucuda açık değil.",
  endpointNotAllowed:
    "Bu abonelik adresi bir tarayıcı bildirim servisine ait değil; hatırlatma yalnızca tarayıcının kendi bildirim servisine gönderilir.",
  tooManyChanges: "Hatırlatma ayarını çok sık değiştirdin. Biraz sonra tekrar dene.",
} as const;

/** What the service worker shows and where a tap goes (scripts/vite-plugin-pwa.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** a path on this site */
  url: string;
  /** one notification per tag on a device: a second with the same tag replaces the first */
  tag: string;
}

/** The song of the day's card on the home screen (the daily feature's anchor). */
export const DAILY_SONG_PATH = "/#gunun-sarkisi";

export function reminderPayload(): PushPayload {
  return {
    title: "Günün şarkısı hazır",
    body: "Bugün listende seni hangi şarkı bekliyor? Açıp dinle.",
    url: DAILY_SONG_PATH,
    tag: "gunun-sarkisi",
  };
}

/** `month` is "YYYY-MM", the month just ended. */
export function recapPayload(month: string): PushPayload {
  return {
    title: `${turkishMonthName(month)} özetin hazır`,
    body: "Geçen ay çektiğin şarkılar tek sayfada: en çok çıkan şarkın, şanslı sayın ve ayın melodisi.",
    url: `/ozet/${month}`,
    tag: `ozet-${month}`,
  };
}

export function testPayload(): PushPayload {
  return {
    title: "Şarkı Falı",
    body: "Deneme bildirimi: hatırlatmaların bu cihaza ulaşıyor.",
    url: DAILY_SONG_PATH,
    tag: "deneme",
  };
}
