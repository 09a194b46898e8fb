/**
 * Self-harm and acute distress, as patterns (the language is in patterns.ts). Written from the
 * families of phrasing (review 2026-11-28 §4.6), not from single probes: the explicit words,
 * wanting to die or not to live, wanting everything to end, not waking up, disappearing, others
 * better off without me, methods (jumping, pills, rope, firearm, wrists) also in slang futures
 * (-ıcam, -cem), English and mixed Turkish-English. "öl-" folds to "ol-" (to be), so it is matched
 * on the Turkish spelling, or folded only where a front vowel follows (olmek, olsem, olecek: "ol-"
 * takes back vowels, olmak, olsam, olacak).
 */
import type { RuleGroup } from "./engine";

/** first-person wishes and intentions (istiyorum, istiyom, isterim, isterdim, istedim) */
const WANT = "isti*/ister*/istedi*/istiyo*/isty*";
/** "I do not want": istemiyorum and how it is mistyped (istemiyom, istemiom, istemyorum) */
const NOT_WANT = "istem*";
/** verbs of dying, on the Turkish spelling and the folded forms that cannot be "ol-" */
const DIE =
  "^öl/^ölm*/^öls*/^ölüc*/^ölüy*/^ölec*/^ölcem*/^ölüp/olme*/olmey*/olsem*/olucem*/olcem*/olecem*/olup";

/** verb forms of drinking and swallowing (pills, poison): "için" (for) must not count */
const SWALLOW =
  "içs*/ics*/içic*/icic*/içece*/icece*/içmek*/icmek*/içmey*/icmey*/içip/icip/içtim/ictim/içiyo*/iciyo*/içerim/icerim/yut*";
/** places one jumps from */
const HEIGHT =
  "köprü*/kopru*/balkon*/çatı*/cati*/binadan/pencereden/uçurum*/ucurum*/kattan/raylara/aşağı*/asagi*/boşluğa/bosluga/yerden/yüksekten/yuksekten";
/** verb forms of cutting: "kesin" (certain) must not count */
const CUT = "kesmek*/kesic*/kesiyo*/kesece*/kestim/kessem*/kesip/kesmey*/jilet*";

export const SELF_HARM: RuleGroup = {
  patterns: [
    // the words themselves, typos of the key noun too
    "~intihar*",
    "suicid*/suisid*/unalive*/selfharm*",
    "=kms/=kys",
    "self harm",
    "kendime/kendine/kendimize/kendini zarar",
    "kendi* yaral*",
    // killing oneself, ending one's life
    "kendi* öldür*/oldur*",
    "canıma/canima/canına/canina/canımı/canimi kıym*/kiym*/kıyıc*/kiyic*/kıyc*/kiyc*/kıyac*/kiyac*/kıys*/kiys*/kıyıyo*/kiyiyo*/kıyd*/kiyd*",
    "hayat*/yaşam*/yasam*/ömr*/omr*/canım*/canim* son ver*",
    "hayat*/yaşam*/yasam*/ömr*/omr*/canım*/canim* sonver*/sonlandır*/sonlandir*/bitir*",
    "her şeye/seye son ver*",
    "herşeye/herseye son ver*",
    `son ver* ${WANT}`,
    "kendi* bitir*/yoket*/yoked*",
    "kendi* yok et*/ed*",
    // "asmak" (hang) folds like "aşmak" (overcome): the Turkish spelling only
    "kendimi/kendimizi/kendini ^asmak*/^asmay*/^asıc*/^asacağ*/^asarım/^asıyo*/^assam*/^asıp",
    // a future or a wish typed in ASCII: more often hanging than "aşmak" (overcome), said in the infinitive
    "kendimi/kendimizi asicam/asacagim/asacam/assam",
    // wanting to die, not wanting to live
    `${DIE}/^ölüm/^ölümü/olumu ${WANT}`,
    "yaşamasam*/yasamasam*/yaşamayayım/yasamayayim",
    "^ölmek/olmek/^ölmeyi/olmeyi/^ölmeliyim/olmeliyim",
    "^ölsem*/olsem*/^ölseydim/olseydim/^ölsek/olsek/^öleyim/oleyim/^ölesim/olesim",
    "canımı/canimi al/alsın/alsin/alsa/alsan/alıversin/aliversin",
    "allah*/tanrı*/tanri*/rabb* beni/canımı/canimi al/alsın/alsin/alsa",
    '"beni de alsın/alsin/alsa"',
    '"yaşamak/yasamak zorunda =mıyım/=miyim/=mıyız/=miyiz"',
    // not being there, not opening one's eyes again, the endless sleep
    "olmasam/olmasak/olmazsam kimse*/herkes*",
    "gözüm*/gozum*/gözlerim*/gozlerim* açmasam/acmasam/açmayayım/acmayayim/açmak/acmak",
    `sonsuz/ebedi uyku* ${WANT}/dalmak/dalsam/dalıcam/dalicam/dalacağım/dalacagim`,
    "kendimi/kendimizi denize/suya/nehre/boşluğa/bosluga/raylara/aşağı/asagi bırak*/birak*",
    // preparing: stockpiled pills, a rope made ready, a farewell letter
    "ilaç*/ilac*/hap*/haplar*/hapları/haplari biriktir*",
    "=ip/=ipi/=ipim/=ipimi/urgan* hazırla*/hazirla*/aldım/aldim/bağla*/bagla*/geçir*/gecir*",
    "neden/niye/niçin/nicin yaşıyorum/yasiyorum/yaşıyom/yasiyom",
    "^ölücem/olucem/^ölcem/olcem/^öliycem/oliycem/^ölecem/olecem/^ölücez/olucez",
    `${DIE} git*/gid*/kurtul*`,
    "^ölmek/olmek/^ölmem/olmem lazım/lazim/gerek*/şart/sart",
    "keşke/keske/keşe ^ölsem/olsem/^ölseydim/olseydim/^ölmüş*/doğmasaydım/dogmasaydim",
    "doğmamış/dogmamis/doğmasaydım/dogmasaydim/doğmasaydim",
    `"yaşamak/yasamak/yaşamayı/yasamayi/yaşamaya/yasamaya ${NOT_WANT}"`,
    // a typo in "yaşamak" still meets the negation right after it (yaşamka, yasamk)
    `"~yasamak* ${NOT_WANT}"`,
    `var ol* ${NOT_WANT}`,
    `hayatta kal* ${NOT_WANT}`,
    `yaşama*/yasama* devam ${NOT_WANT}`,
    "yaşam*/yasam*/hayat* bıkt*/bikt*/yoruldu*/usandı*/usandi*",
    "yaşamanın/yasamanin/yaşamamın/yasamamin/yaşamak/yasamak anlam/gerek/sebep/neden/önem/onem yok/kalmad*",
    "yaşamak/yasamak anlamsız*/anlamsiz*",
    "yaşama*/yasama* sebeb*/sebep*/neden* yok/kalmad*",
    `nefes almak ${NOT_WANT}`,
    "nefes almaktan yoruldu*/bıktı*/bikti*/yoruluyo*",
    "acısız/acisiz ^öl*/olmek/olum*/olmenin",
    '"^ölüm/olum/^ölmenin/olmenin yolları/yollari/yöntem*/yontem*/yolu"',
    "nasıl/nasil ^ölünür/olunur/intihar/öldürürüm/oldururum",
    "gözlerimi/gozlerimi açmasam/acmasam/açmak/acmak",
    "hayat*/yaşam*/yasam*/dünyadan/dunyadan vazgeç*/vazgec*",
    // wanting everything to end (the object of "bitirmek" does not matter unless harmless.ts says so)
    `bitir* ${WANT}`,
    "her şey/sey bitsin*/bitse*/bitmesi*",
    "herşey*/hersey* bitsin*/bitse*/bitmesi*",
    "her şeyi/seyi bitir*/sonlandır*/sonlandir*",
    "herşeyi/herseyi bitir*/sonlandır*/sonlandir*",
    "dünyadan/dunyadan/hayattan/yaşamdan/yasamdan git*/gid*/ayrıl*/ayril*/göç*/goc*/çık*/cik*/kurtul*/silin*/çekil*/cekil*",
    "ortadan silin*/kaybol*",
    "ortadan yok ol*",
    "dünyaya/dunyaya/hayata veda*",
    `dünya*/dunya* ol* ${NOT_WANT}`,
    // not waking up, sleeping for ever
    `uyan* ${NOT_WANT}`,
    "uyanmasam*/uyanmasa*/uyanmamak/uyanmamay*/uyanmayayım/uyanmayayim",
    "sonsuza/ebediyen uyu*",
    // disappearing
    `yok ol* ${WANT}`,
    "yok olsam*",
    `ortadan kaybol* ${WANT}`,
    // others better off without me; a burden
    "herkes*/ailem*/onlar*/dünya*/dunya*/insanlar* bensiz*",
    "bensiz* daha* olur/olurlar/olacaklar/olcaklar/yaşarlar/yasarlar",
    "ben olmasam/olmazsam/olmasaydım/olmasaydim/olmayınca/olmayinca/gidince/gidersem/gitsem/ölünce/olunce/ölsem/olsem/ölürsem/olursem herkes*/kimse*/daha*/rahat*/mutlu*",
    "=yük/=yuk oluyor*/olmak*/oldu*/olmaktan",
    "=yüküm/=yukum",
    "herkes* kurtul* benden",
    // methods: jumping, pills, poison, rope, firearm, wrists, fire
    `${HEIGHT} atla*/atlı*/atli*/atlıyo*/atliyo*/atlic*/atlayac*`,
    `kendi* at*/atıc*/atic*/atacağ*/atacag* ${HEIGHT}`,
    "tren*/metro*/araba* önüne/onune atla*/atlı*/atli*/at*",
    `bütün/butun/tüm/tum/hepsini/kutu/kutusunu/sürü/suru/fazla hap/ilaç/ilac ${SWALLOW}`,
    `=hapları/=haplari/=ilaçları/=ilaclari/=hepsini ${SWALLOW}`,
    `hap/ilaç/ilac ${SWALLOW} ${DIE}/bitir*/uyan*`,
    `zehir ${SWALLOW}`,
    `çamaşır/camasir/tuz suyu/ruhu ${SWALLOW}`,
    "kendi* vur*/vuruc*/vurac*/vurc*",
    "overdose*",
    "ip boyn*/^as*/asıc*/asic*/asacağ*/asacag*",
    "urgan*/ilme* boyn*/kendi*",
    "silah*/tabanca*/kurşun*/kursun* kafa*/kendi*/sık*/sik*",
    "kafama/kafami/kafamı/beynime sık*/sik*/kurşun*/kursun*",
    `bilek/damar* ${CUT}`,
    `kendimi/kendini/kendimizi/kolumu/kollarımı/kollarimi/bacağımı/bacagimi/bacaklarımı/bacaklarimi/vücudumu/vucudumu ${CUT}`,
    "jilet",
    "kendi* yakmak/yakıc*/yakic*/yakacağ*/yakacag*/yaksam*",
    "kendimi/kendimizi/kendini bıçakla*/bicakla*/zehirle*/boğ*/bog*/çarptır*/carptir*",
    "kendimi/kendini ateşe/atese ver*",
    "gaz*/tüp/tup aç*/ac* uyu*/^öl*/olmek/olsem",
    "geber*",
    // English and mixed
    "want/wanna/wish die/dead",
    "kill* myself/meself",
    "end* my life",
    "end it all",
    "want/wanna/gonna end* it/everything",
    "no reason live/living",
    "dont/don't/not want/wanna live/exist/wake/alive",
    "point living/life/alive",
    "better off dead",
    "better off without me",
    "hurt*/cut*/harm* myself",
    `die ${WANT}`,
  ],
  // a farewell letter is about the person asking; a lyric may well speak of one
  hintOnly: [
    "herkesi/herkes* rahatlat*/rahatlıycak*/rahatliycak*",
    "veda mektub*/mektup*/notu*/notum*/mesaj*",
    '"son mektub*/notum*/notumu/mesajım*/mesajim*"',
  ],
};

/**
 * Hint-only: distress is about the person asking. A comment may well say a song "ağır geliyor" or
 * quote "tükendim" from its lyrics without anyone being in distress.
 */
export const DISTRESS: RuleGroup = {
  patterns: [],
  hintOnly: [
    // not able to bear it any more
    "dayanam*/dayanamı*/dayanami*/dayanmıyo*/dayanmiyo*",
    "katlanam*/katlanamı*/katlanami*",
    "kaldıramıyo*/kaldiramiyo*/kaldıramam/kaldiramam",
    "taşıyam*/tasiyam*",
    "başa/basa çıkam*/cikam*",
    "baş/bas edem*",
    "devam edem*",
    "gücüm/gucum/takatim/halim/mecalim/dermanım/dermanim kalma*/yok",
    "yapamıyorum/yapamiyorum/yapamıyom/yapamiyom artık/artik",
    "dayanacak/tutunacak/yaşayacak/yasayacak gücüm/gucum/bir/dal*",
    // worn out
    "[yoruldum/yoruldm]",
    "yoruldum/yoruldm/yorgunum artık/artik/çok/cok/hayat*/her/herşeyden/hersey*/yaşam*/yasam*/herkes*",
    "[bıktım/biktim/usandım/usandim]",
    "bıktım/biktim/usandım/usandim artık/artik/her/herşeyden/hersey*/hayat*/herkes*/kendim*/usandım/usandim/bıktım/biktim",
    "tükendim/tukendim/tükeniyorum/tukeniyorum/bitkinim/tükenmiş*/tukenmis*",
    "=bittim/=mahvoldum/=çöktüm/=coktum",
    "bittim/mahvoldum/çöktüm/coktum artık/artik/ben/tamamen",
    "dibe/dibi vurdu*/gördüm/gordum",
    '"acı/aci/acım/acim/acısı/acisi/acıları/aciları/acilari bitsin/dinsin"',
    '"çok/cok/artık/artik/fazla/iyice bunald*/bunalıyo*/bunaliyo*"',
    "bunalımdayım/bunalimdayim/bunalımda/bunalimda",
    "hayat*/yaşam*/yasam*/her zor/ağır/agir gel*",
    "herkesten/hayattan/dünyadan/dunyadan nefret*",
    "psikolojim*/psikolojik*/ruh bozuk*/bozul*/kötü/kotu/çöktü/berbat/dipte/dibte",
    '"ben yokum artık/artik"',
    '"artık/artik yokum"',
    "depresyondayım/depresyondayim/depresyondayız/depresifim/depresyondyım",
    '"çok/cok/aşırı/asiri/fazla/baya/bayağı/bayagi depresif*"',
    '"depresyona/krize gir*"',
    '"kriz/krizler geçiriyo*/geciriyo*/geçiriyom/geciriyom"',
    "içim*/icim* karanl*",
    // no way out, no hope, no one
    "çıkış*/cikis*/çare/care/çaresi/caresi yok/kalmad*/bulam*/görem*/gorem*",
    "çaresizim/caresizim/umutsuzum/umutsuz*",
    "umudum/umudu/umut kalmad*/yok/bitti",
    "hiçbir/hicbir şeyin/seyin/şey/sey anlam yok/kalmad*",
    "hayat*/yaşam*/yasam* anlam yok/kalmad*",
    "hayat*/yaşam*/yasam*/her anlamsız*/anlamsiz*",
    "içim*/icim* karar*",
    '"içim/icim içimi/icimi"',
    "hiçbir/hicbir şey/sey yolunda",
    '"üst/ust üste/uste gel*"',
    "kimse* yanımda/yanimda değil*/degil*/yok",
    "hayat*/yaşam*/yasam* mahvol*/karardı/kararmış/bitti/çöktü/coktu",
    "her şey/sey bitti benim",
    "boğul*/bogul*",
    "her/herşeyden/hersey*/hayat*/herkes*/yaşam*/yasam* sıkıldım/sikildim/soğudum/sogudum",
    "zevk/keyif almıyo*/almiyo*/alamıyo*/alamiyo*",
    "kötü/kotu hissediyo* çok/cok/kendimi/hep/sürekli/surekli",
    "iyi hissetmiyo*/hissedemiyo*",
    "ruhum/ruhen/ruhumun yorgun*/yoruldu*/^öldü/bitti/acıyo*/aciyo*",
    "içim/icim daral*/sıkış*/sikis*",
    "nefes alam*",
    "kimsem* yok/kalmad*",
    "kimse* sevmiyo*/anlamıyo*/anlamiyo*/umursam*/özlemez*/ozlemez*/özlemeyecek*/ozlemeyecek*",
    "kimse* fark* etmez*/etmeyecek*/etmicek*/etmiycek*",
    "üstüme/ustume/üzerime/uzerime gel*",
    "her/herşey/hersey/hayat* ağır*/agir*",
    "ağır/agir geliyo*",
    "umud*/umut* kaybet*/yitir*",
    "çaresiz*/caresiz*",
    "çok/cok/hiç/hic/artık/artik/hep mutsuz*",
    "[mutsuzum]",
    '"hiç/hic mutlu değilim/degilim"',
    "yapayalnız*/yapayalniz*",
    "içim/icim acıyo*/aciyo*",
    '"artık/artik yeter"',
    '"yeter artık/artik"',
    '"hiç/hic iyi değilim/degilim"',
    '"çok/cok kötüyüm/kotuyum"',
    '"çok/cok/öyle/oyle/hep/artık/artik yalnızım/yalnizim"',
    "yalnızl*/yalnizl* ^ölüyo*/oluyo*/^ölücem/olucem",
    "sürekli/surekli/hep ağlıyor*/agliyor*",
    "her gün/gun ağlıyor*/agliyor*",
    "ağlamaktan/aglamaktan yoruldu*/bıktı*/bikti*",
    '"yardım/yardim edin"',
    `kaybol* ${WANT}`,
    "kaybolsam/kaybolayım/kaybolayim",
    "kaybol*/kaybolup git*/gid*/uzak*/herkes*",
    "kimse* bulamasın/bulamasin/bulmasın/bulmasin/bulamaz",
    "acım/acim/acısı/acisi dinmiyo*/geçmiyo*/gecmiyo*/dinmez",
    "ağlamaktan/aglamaktan",
    "artık/artik/durum* çok/cok zor",
    "zor/berbat/kötü/kotu/çok/cok durumdayım/durumdayim",
    "perişan*/perisan*/darmadağın*/darmadagin*/paramparçayım/paramparcayim",
    "mutsuzluk*",
    "hep/sürekli/surekli/gün/gun üzgün*/uzgun*",
    "sinir krizi*",
    "panik halinde*",
    "hiçbir/hicbir şey/sey hissetmiyo*/hissedemiyo*",
    "bomboş*/bombos*",
    '"içim/icim boş/bos"',
    '"ama yaşamıyorum/yasamiyorum"',
    "her/herşeyden/hersey* vazgeç*/vazgec*",
    "pes ediyo*/ettim/edicem/edeceğim/edecegim",
    "kendimden/kendimi nefret*",
    "değersiz*/degersiz*",
    "=hiçim/=hicim",
    "kimseye lazım/lazim/gerek* değil*/degil*",
    "kimsenin umurunda/umrunda değil*/degil*",
    '"yardıma/yardima ihtiyacım/ihtiyacim"',
    // English and mixed
    "can't/cant/cannot take/do anymore/more",
    '"i give up"',
    "tired/exhausted/sick everything/anymore/life/living",
    "hopeless/helpless/burnout/exhausted",
    "want/wanna disappear/vanish",
    "cant/can't/cannot anymore",
    "done with everything/life/living",
    '"dead inside"',
    "feel/so alone/lonely",
    "nobody/noone cares/loves",
    "hate myself",
    "pointless/meaningless",
    '"not okay/ok"',
  ],
};
