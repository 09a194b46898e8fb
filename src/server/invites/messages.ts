/** Every Turkish text the friend-invite endpoints answer with. */
export const INVITE_MESSAGES = {
  notFound: "Bu bağlantı bulunamadı. Arkadaşından yeni bir bağlantı iste.",
  expired: "Bu bağlantının süresi dolmuş. Arkadaşından yeni bir bağlantı iste.",
  used: "Bu bağlantıyla bir sayı zaten seçildi. Her bağlantı bir kez kullanılabilir.",
  unknownList: "Bu hazır liste bulunamadı.",
  tooManyInvites: "Çok fazla bağlantı oluşturdun. Biraz bekleyip tekrar dene.",
  tooManyOpen:
    "Aynı anda en fazla 30 açık bağlantın olabilir. Yenisi için açık bağlantılarından birinin kullanılmasını ya da süresinin dolmasını bekle.",
  tooManyAnswers: "Bu adresten çok fazla deneme yapıldı. Biraz bekleyip tekrar dene.",
} as const;
