/** Turkish texts of saved draws the server sends; the ones the client shows too come from @/shared/texts. */
import { COMMENT_ID_MISSING } from "@/shared/api/draws";
import { T } from "@/shared/texts";

export const DRAW_MESSAGES = {
  /** also the answer for someone else's draw: it is not theirs to see */
  notFound: T.result.notFound,
  deleted: "Fal silindi",
  tooManySaves: "Çok fazla fal kaydı isteği. Lütfen biraz sonra tekrar dene.",
  tooManyShareThemes: "Paylaşım temasını kısa sürede çok sık değiştirdin. Lütfen biraz sonra tekrar dene.",

  // A draw is saved from the server's record of a comment (POST /api/comment's commentId):
  // each refusal says which rule it met, so a person (or a client developer) knows what to do.
  commentMissing: COMMENT_ID_MISSING,
  commentUnknown: "Bu fal yorumu bulunamadı. Yeni bir fal yorumu oluşturup onu kaydedebilirsin.",
  commentExpired:
    "Bu fal yorumunun kaydedilme süresi doldu (24 saat). Yeni bir fal yorumu oluşturup onu kaydedebilirsin.",
  commentNotYours: "Bu fal yorumu başka bir hesaba ait. Yalnızca kendi fal yorumlarını kaydedebilirsin.",
  commentOtherTrack:
    "Bu fal yorumu başka bir şarkı için yazıldı. Yalnızca yazıldığı şarkıyla kaydedilebilir.",
  commentOtherTheme: "Bu fal yorumu başka bir tema için yazıldı. Yalnızca yazıldığı temayla kaydedilebilir.",
  commentIsSupport: "Bu bir destek mesajı, fal değil; kaydedilemez ve paylaşılamaz.",
  sourceMismatch: "Şarkının kaynağı, gönderilen kaynakla uyuşmuyor.",
  badCursor: "Geçersiz sayfa. Listeyi baştan yükle.",
} as const;
