/**
 * The hint's sentences: how the person's topic or question is woven into the comment. Never a
 * sensitive hint (those are not quoted at all, see safety.ts).
 */
import type { HintTopic } from "./hint";

/** Per topic of the hint, and "any" for every hint. */
export const HINT_SENTENCES: Record<HintTopic | "any", readonly ((h: string) => string)[]> = {
  any: [
    (h) => `Odaklandığın «${h}» konusunda notalar senden yana çalıyor`,
    (h) => `Aklındaki «${h}» meselesinde şans sana göz kırpıyor`,
    (h) => `Gündemindeki «${h}» başlığında içini rahatlatacak bir gelişme görünüyor`,
    (h) => `Önem verdiğin «${h}» konusunda melodi umut dolu bir nakarat tekrarlıyor`,
    (h) => `Sen «${h}» dediğin anda ritim sanki biraz daha canlandı`,
    (h) => `Üzerine düşündüğün «${h}» konusu için bu şarkının önerisi belli; biraz sabır, biraz da cesaret`,
    (h) => `Merak ettiğin «${h}» meselesi, bu ezginin tam ortasında duruyor`,
    (h) => `Kafanı kurcalayan «${h}» meselesinde işler sandığından iyi bir yöne gidiyor`,
    (h) => `Aklının bir köşesindeki «${h}» için bu şarkı iyi bir yol arkadaşı`,
    (h) => `İçinden geçirdiğin «${h}» konusunda kısmetin açık görünüyor`,
    (h) => `Niyet ettiğin «${h}» konusunda yolun açık görünüyor`,
    (h) => `Sorduğun «${h}» için melodi olumlu bir cevap veriyor`,
    (h) => `Dilek listendeki «${h}» için ezgi iyi haberler fısıldıyor`,
    (h) => `Bu aralar düşündüğün «${h}» konusunda küçük bir adım büyük fark yaratabilir`,
    (h) => `Aklından çıkmayan «${h}» konusunda içinden gelen ses doğru söylüyor`,
  ],
  study: [
    (h) => `Odaklandığın «${h}» konusunda emeğin boşa gitmeyecek; notalar bunu tekrar tekrar söylüyor`,
    (h) => `Aklındaki «${h}» için bu şarkı, dikkatini toplayan bir arka plan müziği gibi`,
    (h) => `Gündemindeki «${h}» başlığında notalar sana sakin bir özgüven fısıldıyor`,
    (h) => `Çalıştığın «${h}» konusunda istikrarın en büyük kozun olacak`,
  ],
  love: [
    (h) => `Aklındaki «${h}» konusunda kalbin cevabı zaten biliyor; şarkı sadece bunu hatırlatıyor`,
    (h) => `Merak ettiğin «${h}» meselesinde yeni bir kıpırtı başlıyor`,
    (h) => `Gönlünden geçen «${h}» için melodi tatlı bir umut taşıyor`,
  ],
  work: [
    (h) => `Gündemindeki «${h}» konusunda emeğinin görüleceği bir an yaklaşıyor`,
    (h) => `Önem verdiğin «${h}» konusunda bu ritim, adım adım ve kararlı ilerlemeyi anlatıyor`,
    (h) => `Aklındaki «${h}» için doğru kapı aralanmak üzere`,
  ],
  motivation: [
    (h) => `Eğer «${h}» arıyorsan, bu şarkının ritmi tam ihtiyacın olan kıvılcım`,
    (h) => `Peşinde olduğun «${h}» için içindeki ateş sandığından daha güçlü`,
    (h) => `İhtiyaç duyduğun «${h}» bu melodinin her notasında var`,
  ],
  travel: [
    (h) => `Aklındaki «${h}» konusunda ufukta güzel bir rota beliriyor`,
    (h) => `Hayalini kurduğun «${h}» için notalar şimdiden yol havası çalıyor`,
    (h) => `Planladığın «${h}» için bu şarkı iyi bir yol arkadaşı olacak`,
  ],
  people: [
    (h) => `Aklındaki «${h}» konusunda sıcak bir sohbet seni bekliyor`,
    (h) => `Gündemindeki «${h}» başlığında seni gülümsetecek bir buluşma görünüyor`,
    (h) => `Önem verdiğin «${h}» için bu şarkı sıcacık bir bağ anlatıyor`,
  ],
};
