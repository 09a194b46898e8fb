/** Every Turkish text the song-of-the-day endpoints answer with. */
export const DAILY_MESSAGES = {
  notFound: "Bu günün şarkısı bulunamadı. Günün şarkısını ana sayfadan açıp tekrar dene.",
  tooOld: "Günün şarkısı yalnızca kendi gününde ya da ertesi gün kaydedilebilir.",
  tooMany: "Günün şarkısını çok sık istedin. Biraz bekleyip tekrar dene.",
  tooManySaves: "Çok fazla kayıt denemesi yaptın. Biraz bekleyip tekrar dene.",
  noList: "Günün şarkısı için bir liste bulunamadı. Biraz sonra tekrar dene.",
} as const;
