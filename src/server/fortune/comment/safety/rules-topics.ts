/**
 * The sensitive topics, as patterns (the language is in patterns.ts): health, death, pregnancy,
 * court and police, debt and money trouble, investment, crypto, gambling and lottery. A topic word
 * is written once in its dictionary form (the stemmer brings its inflections); a word that is also
 * an everyday one (doktora: a PhD; hisset-: to feel) is set aside in harmless.ts, not here.
 *
 * Money itself is not a topic: "para", "maaş", "zam", "para kazanmak", "para biriktirmek" are
 * everyday wishes the comment may speak to like any other. What is held back is money trouble
 * (debt, rent, bills, not making ends meet, bankruptcy) and money gambled or invested
 * (ADR 026 and the privacy page say exactly this).
 */
import type { RuleGroup, SensitiveTopic } from "./engine";

/** Dying, on the Turkish spelling; folded only where "ol-" (to be) cannot be meant (ADR 026). */
const DYING =
  "^ölüm*/^ölü/^ölüler*/^ölür*/^ölüyo*/^ölec*/^öleceğ*/^öldü*/^ölmüş*/^ölse*/^ölmes*/^ölünce/^ölmez*/^ölmeden/^ölen*/^ölmek/^ölmeyi";
const DYING_FOLDED =
  "olumden/olume/olumu/olumun/olumle/olumunden/oluler*/olecek*/oleceg*/olurse*/olmesin*/olmesi*/olunce/olmeden/olenler*";

export const TOPIC_RULES: readonly (readonly [SensitiveTopic, RuleGroup])[] = [
  [
    "death",
    {
      patterns: [
        DYING,
        DYING_FOLDED,
        "vefat*/cenaze*/mezar/mezarlık/mezarlik/taziye*/defin/defnedil*/ahiret*/ahret*",
        "yas tut*",
        "rahmetli*/merhum*",
        "rahmet* kavuş*/kavus*",
        "öbür/obur dünya*/dunya*",
        '"=son nefes*"',
        "can çekiş*/cekis*",
        "yaşayacak/yasayacak =mı/=mi/=mısın/=misin",
        "ne kadar yaşar*/yasar*/yaşayac*/yasayac*/ömr*/omr*",
        "ömr*/omr* ne/kaç/kac/kaldı/kaldi/yet*",
        "annemi/babamı/babami/eşimi/esimi/kardeşimi/kardesimi/dedemi/ninemi/anneannemi/babaannemi/arkadaşımı/arkadasimi/oğlumu/oglumu/kızımı/kizimi kaybet*",
        "death/dying/funeral/deceased/grave",
        "will die/dies",
      ],
    },
  ],
  [
    "health",
    {
      patterns: [
        "ağrı/agri/sancı/sanci/kronik/kanser/tümör/tumor/kemoterapi/kemo/radyoterapi/ameliyat/hastane/hastalık/hastalan*",
        "~ameliyat*/~kemoterapi*/~hastane*",
        "sağlık/saglik/teşhis/teshis/tanı/tahlil/biyopsi/biopsi/tomografi/emar/röntgen/rontgen/ultrason/patoloji",
        "lösemi/losemi/diyabet/felç/felc/migren/covid/kovid/korona/ilaç/ilac/tedavi/terapi/psikolog*/psikiyatr*",
        "^iyileşe*/^iyileşir*/^iyileşm*/^iyileşiyo*/^iyileşs*/=iyileşti/=iyileştim/iyilese*/iyilesir*/iyilesm*/iyilesiyo*/iyiless*/=iyilesti/=iyilestim",
        "depresif*/depresyon*/anksiyete*/bipolar*/şizofren*/sizofren*/obsesif*/okb/dehb/adhd/travma*/anoreksi*/bulimi*/otizm*/alzheimer*/demans*",
        "sakatlık/sakatlik/sakatlan*/koma/kolesterol/tiroit/tiroid/kist/polip/epilepsi/hepatit/verem/enfeksiyon",
        "doktor/hekim/onkolog*/cerrah*/nöroloji*/noroloji*/kardiyolo*/jinekolo*/dahiliye",
        "acil servis*/serviste/servise",
        "antidepresan*/ssri/xanax/lustral/cipralex/prozac",
        "panik atak/oluyo*/bozuk*",
        "bozukluk",
        "~depresyon*",
        "organ/böbrek/bobrek/karaciğer/karaciger/ilik nakl*/nakil",
        "diyaliz/kolonoskopi/endoskopi/anjiyo*/baypas/bypass",
        "görme/gorme/işitme/isitme kayb*",
        "kalp kriz*/ameliyat*/yetmezli*/hasta*",
        "şeker/seker hasta*/hastalı*/hastali*",
        "yeme bozuklu*",
        "yoğun/yogun bakım/bakim",
        "=mr/=mri sonuç*/sonuc*/çek*/cek*",
        "test/kontrol sonuç*/sonuc*",
        "sonuç*/sonuc* temiz*",
        "kan değer*/deger*/sayım*/sayim*",
        "ağrı/agri geç*/gec*/dinm*/kesil*",
        "ağrıyor*/agriyor*/sızlıyor*/sizliyor*",
        "psikolojim/psikolojimiz bozuk/kötü/kotu/berbat/çöktü/coktu",
        "ruh sağlı*/sagli*",
        "akıl/akil hastal*/hastane*",
        "cancer/tumor/tumour/surgery/hospital/chemo*/diagnos*/biopsy/anxiety/depress*/therapy/illness/disease",
        "test results",
      ],
      hintOnly: ["hasta/tansiyon/şifa/sifa"],
    },
  ],
  [
    "pregnancy",
    {
      patterns: [
        "hamile*/gebe/gebelik/hamilelik/kısırlık/kisirlik/kurtaj*/sezaryen*/pregnan*/lohusa*/infertil*/ovulasyon*/yumurtlama*/embriyo*",
        "gebe kal*",
        "tüp/tup bebek",
        "bebek bekli*/bekle*",
        "bebek/çocuk/cocuk istiyo*/isti*",
        "=ivf/=hcg",
        "beta sonuç*/sonuc*/değer*/deger*/hcg",
        "çocuk/cocuk/bebek yap*",
        "aşılama/asilama",
        "anne/baba olacak*/olcak*/olabilir*/olmak/olamıyo*/olamiyo*/=olur/=olurmuyum",
        "düşük/dusuk yap*",
        "bebeğimi/bebegimi/bebeğimizi/bebegimizi/bebek kaybet*",
        "bebek*/çocu*/cocu* sahibi",
        "bebek*/bebeğ*/bebeg*/çocuğ*/cocug*/çocuk*/cocuk* =olur/=olurmu/olacak*/olcak*/=olsun/oluyo*/olmuyo*/=olmadı/=olmadi/=olabilir/=olmaz",
        "regl*/adet* gecik*/olmad*/olamad*/olmuyo*/görmedi*/gormedi*/göremedi*",
        "=regl/=reglim",
        "doğum/dogum",
        "gebelik/hamilelik/bebek test*",
        "test* pozitif/negatif/çift/cift",
        "iki çizgi/cizgi",
        "period late",
        "pregnancy test",
      ],
    },
  ],
  [
    "legal",
    {
      patterns: [
        "mahkeme*/hapis*/hapse*/cezaevi*/tutuklan*/tutuklu*/gözaltı*/gozalti*/savcı*/savci*/haciz/velayet*/nafaka*/sabıka*/sabika*/avukat*/duruşma*/durusma*",
        "~mahkeme*",
        "dava/davacı/davaci/davalı/davali",
        "beraat*/müebbet*/muebbet*/mahkum*/mahkûm*/tahliye*/karakol*/tutanak*/jandarma*",
        "ifade ver*",
        "suç/suc duyuru*",
        "ceza al*/yer*/yiy*/öde*/ode*/gel*",
        "hakim*/hâkim* karar*/önü*/onu*/karşı*/karsi*",
        "hakim/hakime/hakimin ne der*/diyecek*/verecek*",
        "polis* beni/bana/ara*/gel*/yakala*/gözalt*/gozalt*/çevir*/cevir*/şikayet*/sikayet*",
        "şikayet*/sikayet* et* beni",
        "lawsuit/lawyer/court/jail/prison/arrest*/police/sued",
      ],
      hintOnly: ["icra*", "polis"],
    },
  ],
  [
    "debt",
    {
      patterns: [
        "borç/borc/borçlan*/borclan*/kredi/taksit*/faiz/iflas*/konkordato*/tefeci*/batık/batik/ipotek/ekstre/haciz",
        "kira",
        "para/param/paramız/paramiz/maaşım/maasim/maaşım/emekli* yet*/yok/kalmad*/bit*",
        "fatura*/borç/borc birik*",
        "para/paraya sıkıntı*/sikinti*/ihtiyac*/ihtiyaç*/lazım/lazim/bul*/sıkış*/sikis*/darda/darlık*/darlik*",
        "[limit]",
        "limitim*",
        "parasız*/parasiz*/meteliksiz*",
        "maddi/ekonomik/geçim/gecim sıkıntı*/sikinti*/durum*/zorluk*",
        "geçinemi*/gecinemi*/geçinem*/gecinem*",
        "fatura*/kira*/kredi* ödeyemi*/odeyemi*/ödeyem*/odeyem*/öde*/ode*",
        "ödeyemiyorum/odeyemiyorum/ödeyemem/odeyemem",
        "kart limit*",
        "kart* bloke*/patla*",
        "şirket*/sirket*/işyer*/isyer*/dükkan*/dukkan*/firma* bat*/iflas*/kapan*",
        "ay/ayı/ayi sonu*/sonunu getirem*/getiremi*/çıkaram*/cikaram*",
        "limit* doldu/aş*/as*",
        "asgari öde*/ode*",
        "zengin ol*",
        "battım/battim/batıyorum/batiyorum/batacağım/batacagim",
        "debt/loan/broke/bankrupt*/mortgage",
        "rent/bills due/pay*/cant/afford",
        "cant/can't/cannot afford",
      ],
    },
  ],
  [
    "gambling",
    {
      patterns: [
        "iddaa*/idda/bahis*/kumar*/casino*/kazino*/kumarhane*/rulet*/poker*/blackjack*/piyango*/ganyan*/jackpot*/gambl*/betting*/lottery*/lotto*/bilyoner*/=misli/tjk",
        "[nesine]",
        "nesine* kupon*/bahis*/oyna*/maç*/mac*",
        "büyük/buyuk ikramiye*",
        "~kumarhane*",
        "kazı/kazi kazan*",
        "kazıkazan*/kazikazan*",
        "şans/sans topu*",
        "sayısal/sayisal loto/tut*/tutt*/bilet*",
        "süper/super loto",
        "loto",
        "yılbaşı/yilbasi bilet*",
        "şans/sans oyun*",
        "maç/mac tahmin*/tut*/kupon*",
        "at yarış*/yaris*",
        "kupon*",
        "=bahsi/=bahsim/=bahsin/=bahse/=bahsimi",
        "banko*",
        "altılı/altili ganyan*/tut*/tutt*",
        "slot/slots",
      ],
      hintOnly: ["=bet/=bets/=bahse"],
    },
  ],
  [
    "crypto",
    {
      patterns: [
        "kripto*/crypto*/bitcoin*/bitkoin*/bitcoın*/ethereum*/altcoin*/dogecoin*/memecoin*/binance*/coinbase*/blokzincir*/blockchain*/solana*/shib*/usdt*/airdrop*",
        "~bitcoin*/~ethereum*",
        "=btc/=eth/=doge/=nft/=nftler/=bnb/=xrp/=avax/=coin/=coinler/=coinim/=coinlerim/=coini/=coinleri",
        "likit/likide ol*/oldu*",
      ],
    },
  ],
  [
    "investment",
    {
      patterns: [
        "yatırım/yatirim/borsa/döviz/doviz/forex/portföy/portfoy/temettü/temettu/nasdaq/mevduat/tahvil/hisse",
        "hisse senet*",
        "halka arz",
        "gram/çeyrek/ceyrek/cumhuriyet altın/altin",
        "kaldıraç/kaldirac/kaldıraçlı/kaldiracli",
        "invest*/stock*/shares/trading",
      ],
      hintOnly: [
        "=bist/=dolar/=euro/=avro/=dolari/=doları",
        "gold/silver price*/buy*/invest*",
        "fon",
        "altın/altin/gümüş/gumus al*/fiyat*/yatır*/yatir*/yükse*/yukse*/düş*/dus*/bozdur*",
        "dolar/euro/avro kur*/yüksel*/yuksel*/düş*/dus*/al*/bozdur*",
      ],
    },
  ],
];
