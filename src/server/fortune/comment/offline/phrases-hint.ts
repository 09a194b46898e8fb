/**
 * The hint's sentences: how the person's topic or question is woven into the comment. Never a
 * sensitive hint (those are not quoted at all, see safety.ts).
 *
 * No sentence here answers the hint (ADR 027): no "olumlu bir cevap", no "kısmetin açık", no
 * promise that it goes well. The song keeps the person company while they think about it, so a
 * hint the safety classifier misses still gets a neutral line, never a forecast on its topic.
 * A topic ("sınav", "yeni iş") takes the topic frames; a question ("Bu şarkı bana ne anlatıyor?")
 * takes the question frames, which quote it whole with its question mark.
 */
import type { HintTopic } from "./hint";

/** Per topic of the hint, and "any" for every topic. */
export const HINT_SENTENCES: Record<HintTopic | "any", readonly ((h: string) => string)[]> = {
  any: [
    (h) => `Aklındaki «${h}» için bu şarkı iyi bir yol arkadaşı`,
    (h) => `Sen «${h}» dediğin anda ritim sanki biraz daha canlandı`,
    (h) => `Gündemindeki «${h}» başlığına bu şarkı kendi temposuyla eşlik ediyor`,
    (h) => `İstersen «${h}» konusunu düşünürken bu şarkıyı arka planda çal`,
    (h) => `Merak ettiğin «${h}» konusu, bu ezginin tam ortasında duruyor`,
    (h) => `Önem verdiğin «${h}» konusuna bu melodi sakin bir eşlik sunuyor`,
    (h) => `Aklından geçen «${h}» için bu şarkı güzel bir fon müziği`,
  ],
  study: [
    (h) => `Aklındaki «${h}» için bu şarkı, dikkatini toplayan bir arka plan müziği gibi`,
    (h) => `Çalıştığın «${h}» konusunda bu ritim sana sakin bir tempo tutturuyor`,
    (h) => `Masaya «${h}» için oturduğunda bu şarkı sessizce yanında olsun`,
  ],
  love: [
    (h) => `Gönlünden geçen «${h}» için bu melodi tatlı bir fon müziği`,
    (h) => `Sen «${h}» deyince kalbinin ritmi bu şarkının temposuna uyuyor gibi`,
    (h) => `Aklındaki «${h}» konusunu bu şarkının sözleriyle birlikte düşünmek iyi gelebilir`,
  ],
  work: [
    (h) => `Gündemindeki «${h}» için bu şarkı mesaiye güzel bir eşlik`,
    (h) => `Önem verdiğin «${h}» konusunda bu ritim, adım adım ve kararlı bir tempo çalıyor`,
    (h) => `Masanda «${h}» üzerine çalışırken bu şarkı kulaklığında olsun`,
  ],
  motivation: [
    (h) => `Eğer «${h}» arıyorsan, bu şarkının ritmi tam ihtiyacın olan kıvılcım`,
    (h) => `Peşinde olduğun «${h}» için bu melodi iyi bir yakıt`,
    (h) => `Aradığın «${h}» bu melodinin notalarında saklı gibi`,
  ],
  travel: [
    (h) => `Hayalini kurduğun «${h}» için notalar şimdiden yol havası çalıyor`,
    (h) => `Planladığın «${h}» için bu şarkı iyi bir yol arkadaşı olacak`,
    (h) => `Aklındaki «${h}» için bu şarkı yol listene çok yakışır`,
  ],
  people: [
    (h) => `Aklındaki «${h}» için bu şarkı sıcacık bir bağ anlatıyor`,
    (h) => `Bu şarkıyı «${h}» deyince aklına gelen yüzlere göndermek isteyebilirsin`,
    (h) => `Gündemindeki «${h}» konusuna bu şarkı sıcak bir hava katıyor`,
  ],
};

/**
 * A hint in question form, quoted whole with its question mark («Bu şarkı bana ne anlatıyor?»).
 * The song is company for the question, never its answer.
 */
export const HINT_QUESTION_SENTENCES: readonly ((q: string) => string)[] = [
  (q) => `Bu kez «${q}» diye sordun; şarkı cevap yerine sana bir ruh hali getirdi`,
  (q) => `Şimdi «${q}» sorusunu düşünürken bu şarkı arka planda çalsın`,
  (q) => `Aklındaki «${q}» sorusuna bu şarkı kendi diliyle eşlik ediyor`,
  (q) => `Bir şarkı «${q}» sorusunun cevabını veremez, ama o soruyu düşünürken yanında olabilir`,
  (q) => `Sen «${q}» diye merak ederken bu şarkının temposu sana arkadaşlık etsin`,
  (q) => `Merak ettiğin «${q}» sorusunu bu ezgiyle birlikte düşünmek iyi gelebilir`,
  (q) => `Sen «${q}» diye sordun, sayın da bu şarkıyı seçti; gerisi sözlerde ve melodide`,
  (q) => `Sorunun cevabı sende; «${q}» diye düşünürken dinleyeceğin şarkı ise artık belli`,
];
