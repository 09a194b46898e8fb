/**
 * What the sound says for the theme: third-person predicates of "the melody" ("…huzurlu bir
 * döneme işaret ediyor"), one bank per theme and mood.
 */
import type { ThemeId } from "@/shared/themes";
import type { Mood } from "./music";

// ---------- readings: what the sound says for the theme (3rd-person predicates of "the melody") ----------

export const READINGS: Record<ThemeId, Record<Mood, readonly string[]>> = {
  genel: {
    lively: [
      "hayatına hareket ve yeni heyecanlar getiriyor",
      "önündeki günlerin tempolu ve keyifli geçeceğini müjdeliyor",
      "içindeki maceracı ruhu uyandırıyor",
      "önüne yeni yollar serileceğini haber veriyor",
      "içindeki enerjinin bu aralar yerinde durmayacağını söylüyor",
      "hayatına cesur bir adımın yakışacağını fısıldıyor",
    ],
    calm: [
      "hayatında huzurlu bir döneme işaret ediyor",
      "biraz yavaşlayıp nefes alma vaktinin geldiğini söylüyor",
      "yolunda sakin ama sağlam adımlarla ilerleyeceğini fısıldıyor",
      "aceleye gerek olmadığını, her şeyin zamanla yerini bulacağını anlatıyor",
      "içindeki sesi dinlemenin tam zamanı olduğunu hatırlatıyor",
      "sakin bir sabrın sana iyi geleceğini fısıldıyor",
    ],
    deep: [
      "geride bıraktıklarına tatlı bir veda gibi çalıyor",
      "içindeki derin duyguların kıymetini hatırlatıyor",
      "hüznün ardından gelecek ferah bir sayfayı haber veriyor",
      "kalbinde biriktirdiklerinin yavaş yavaş hafifleyeceğini söylüyor",
      "hüznün bile insana bir şeyler öğrettiğini hatırlatıyor",
      "eski bir hatıranın sana yeni bir güç vereceğini fısıldıyor",
    ],
    neutral: [
      "hayatında yeni bir sayfanın açılmak üzere olduğunu fısıldıyor",
      "hayatına taze bir soluk geleceğini söylüyor",
      "hayatına küçük ama anlamlı bir değişimin geleceğini gösteriyor",
      "önündeki günlerde küçük ama hoş sürprizler olacağını haber veriyor",
      "yolunun yeni bir köşeye döneceğini söylüyor",
      "merakla beklediğin bir şeyin yaklaştığını fısıldıyor",
    ],
  },
  ask: {
    lively: [
      "kalbinin ritmini hızlandıracak bir heyecanı haber veriyor",
      "aşk hayatına renk ve coşku getiriyor",
      "gönlünde kıpırdayan o tatlı heyecanı ele veriyor",
      "gönlünde yeni bir baharın başladığını müjdeliyor",
      "kalbinin çoktandır beklediği o kıpırtıyı haber veriyor",
      "aşkta cesur bir adımın sana yakışacağını söylüyor",
    ],
    calm: [
      "ilişkilerinde huzurlu ve güven dolu bir döneme işaret ediyor",
      "kalbine yavaş ama derin bir sevginin yerleşeceğini fısıldıyor",
      "aşkta acele etmeden ilerlemenin tadını anlatıyor",
      "sevginin en güzel halinin sabırla büyüyen hali olduğunu hatırlatıyor",
      "gönlünde sakin ama derin bir sıcaklığın yer ettiğini söylüyor",
      "ilişkilerinde huzurlu bir limana yaklaştığını fısıldıyor",
    ],
    deep: [
      "kalbinde saklı bir özleme dokunuyor",
      "aşkta yarım kalmış bir duygunun yeniden kıpırdadığını söylüyor",
      "hüzünlü bir geçmişin ardından sıcacık bir sevgiyi müjdeliyor",
      "kalbindeki eski bir sızının yerini tatlı bir umuda bıraktığını anlatıyor",
      "özlediğin o sıcaklığın sandığından yakın olduğunu fısıldıyor",
      "gönlünün derinlerinde saklı bir duyguyu usulca uyandırıyor",
    ],
    neutral: [
      "aşk hayatında tatlı bir sürprizin yaklaştığını söylüyor",
      "kalbinin kapısını çalacak güzel bir duyguyu haber veriyor",
      "gönül işlerinde yeni bir sayfanın açılacağını fısıldıyor",
      "kalbinde yeni bir hikâyenin ilk satırlarının yazıldığını anlatıyor",
      "gönlüne hoş bir sürprizin uğrayacağını fısıldıyor",
      "aşk hayatında tatlı bir tesadüfün yaklaştığını haber veriyor",
    ],
  },
  kariyer: {
    lively: [
      "iş hayatında temponun yükseleceğini ve yeni fırsatların kapıda olduğunu söylüyor",
      "kariyerinde hızlı ve heyecanlı bir dönemi haber veriyor",
      "projelerine taze bir soluk getiriyor",
      "iş hayatında cesur bir fikrin öne çıkacağını haber veriyor",
      "çalışmalarına yeni bir hız geleceğini müjdeliyor",
      "kariyerinde sahneye çıkma vaktinin yaklaştığını söylüyor",
    ],
    calm: [
      "iş hayatında sabırla atılan adımların meyve vereceğini fısıldıyor",
      "kariyerinde istikrarlı ve huzurlu bir döneme işaret ediyor",
      "işlerini sakin kafayla planlama vaktinin geldiğini söylüyor",
      "iş hayatında adım adım ilerlemenin karşılığını göreceğini anlatıyor",
      "projelerinde sakin ve kararlı bir dönemin başladığını fısıldıyor",
      "kariyerinde acele etmeden attığın temellerin sağlamlaştığını haber veriyor",
    ],
    deep: [
      "iş hayatında kendini sorguladığın bir dönemin ardından netleşen bir hedefi müjdeliyor",
      "kariyerinde emeklerinin sessizce biriktiğini hatırlatıyor",
      "işteki yorgunluğun yakında yerini yeni bir ilhama bırakacağını söylüyor",
      "iş hayatındaki durgunluğun yerini yeni bir hevese bırakacağını anlatıyor",
      "emeğinin görünmeyen kısmının da fark edileceğini fısıldıyor",
      "kariyerinde kendine dönüp bakmanın sana yeni bir yön göstereceğini haber veriyor",
    ],
    neutral: [
      "kariyerinde yeni bir kapının aralanmak üzere olduğunu söylüyor",
      "iş hayatında beklediğin bir gelişmenin yaklaştığını fısıldıyor",
      "iş hedeflerine bir adım daha yaklaşacağını haber veriyor",
      "iş hayatında yeni bir fırsatın belirdiğini anlatıyor",
      "projelerinde beklenmedik bir kolaylık olacağını fısıldıyor",
      "kariyerinde yeni bir sayfanın açılmak üzere olduğunu haber veriyor",
    ],
  },
  gunluk: {
    lively: [
      "bugünün coşkulu ve keyifli geçeceğini müjdeliyor",
      "günün hareketli bir başlangıçla açılacağını söylüyor",
      "bugün içindeki neşenin dışarı taşacağını haber veriyor",
      "bugün enerjinin yüksek olacağını müjdeliyor",
      "günün neşeli bir tempoyla akacağını anlatıyor",
      "bugün küçük bir macerayı hak ettiğini fısıldıyor",
    ],
    calm: [
      "bugünün sakin ve huzurlu geçeceğini fısıldıyor",
      "bugün kendine biraz zaman ayırmanın iyi geleceğini söylüyor",
      "günün dingin bir akışla ilerleyeceğini haber veriyor",
      "bugünün telaşsız bir ritimle ilerleyeceğini anlatıyor",
      "bugün kendine nazik davranmanın tam sırası olduğunu hatırlatıyor",
      "günün sakin bir kahve tadında geçeceğini fısıldıyor",
    ],
    deep: [
      "bugün biraz içine dönüp duygularına kulak verme vaktinin geldiğini söylüyor",
      "bugün hafif bir hüznün ardından güzel bir sürprizin geleceğini fısıldıyor",
      "bugün eski bir anının tatlı bir gülümsemeyle geri döneceğini haber veriyor",
      "bugün buruk başlasa da tatlı bitecek bir güne işaret ediyor",
      "bugün eski bir şarkının sana iyi geleceğini anlatıyor",
      "günün içinde sessiz ama güzel bir an saklı olduğunu hatırlatıyor",
    ],
    neutral: [
      "bugünün küçük sürprizlerle dolu geçeceğini söylüyor",
      "bugün seni beklenmedik bir güzelliğin bulacağını fısıldıyor",
      "günün sonunda yüzünü güldürecek bir şey olacağını haber veriyor",
      "bugünün sıradan görünse de tatlı bir sürpriz taşıdığını anlatıyor",
      "günün akışında seni gülümsetecek küçük bir şey olacağını söylüyor",
      "bugün bir tesadüfün yüzünü güldüreceğini fısıldıyor",
    ],
  },
};
