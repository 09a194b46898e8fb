/**
 * Harmless uses of sensitive words, in the pattern language of patterns.ts. A phrase matched here
 * takes its words out of play before any rule is read, so only what is left can make a hint
 * sensitive ("gülmekten öldüm intihar" is still self-harm). Kept tight (mostly contiguous, in
 * order) because they also apply to self-harm. The ready-made lists' titles are set aside by the
 * engine from src/shared/ready-lists, not copied here.
 */
export const HARMLESS: readonly string[] = [
  // love and laughter hyperbole
  '"gülmekten/gulmekten/kahkahadan/kahkahalarla/gülmekden/gulmekden * *"',
  '"gülmekten/gulmekten/kahkahadan/kahkahalarla/gülmekden/gulmekden *"',
  '"gülmekten/gulmekten/kahkahadan/gülmekden/gulmekden/utançtan/utanctan/heyecandan/mutluluktan/sevinçten/sevincten/sıcaktan/sicaktan/soğuktan/soguktan/açlıktan/acliktan/uykusuzluktan/sıkıntıdan/sikintidan/meraktan/kıskançlıktan/kiskancliktan/özlemden/ozlemden ^öl*/ol*/geber*"',
  '"aşkından/askindan/aşkından/aşktan/asktan/sevdasından/sevdasindan/sevdadan/özleminden/ozleminden/hasretinden ^öl*/ol*/hasta*"',
  '"senin/sizin/onun için/icin ^öl*/olurum/olucem/olecem"',
  '"sana/ona/size ^ölür*/olurum/^ölüyo*/oluyorum/hasta*/deli*/bayıl*/bayil*"',
  '"görmeyince/gormeyince/görmeden/gormeden/duymayınca/duymayinca/sensiz ^ölüyo*/^ölür*/^ölücem/olucem"',
  '"^ölü/olu ozanlar*"',
  '"sensiz ^ölür*/olurum/olemem/^ölemem/yapamam/yaşayamam/yasayamam"',
  '"^ölürüm/olurum/^ölüyorum/^ölüyom sana/senin"',
  '"^ölesiye/olesiye/^ölümüne/olumune/^ölümsüz*/olumsuz*/^ölmez*"',
  '"^ölene/olene/^ölünceye/olunceye kadar/dek"',
  '"^ölmeden/olmeden önce/once"',
  "onun/senin/sizin/bunun hastasıyım/hastasiyim/hastası/hastasi",
  '"^ölüdeniz*/oludeniz*"',
  '"^ölü/olu deniz*"',
  '"^ölüler/oluler ordusu/evi"',
  '"^ölümcül/olumcul güzel*/guzel*/bakış*/bakis*/gülüş*/gulus*/hata*/tuzak*"',
  '"^ölüm/olum kalım/kalim/yolu"',
  '"^ölç*/olcu*/olcme*/olcmek/olcum*/olcek*/olcul*"',
  '"beni/bizi/seni öldür*/oldur*"',
  '"öldürücü/oldurucu güzel*/guzel*/bakış*/bakis*/gülüş*/gulus*"',
  // hobby "hastası": a fan of something
  '"futbol/kahve/çay/cay/çikolata/cikolata/müzik/muzik/kitap/dizi/film/oyun/basketbol/voleybol/maç/mac/temizlik/alışveriş/alisveris/moda/kedi/köpek/kopek/rock/metal/rap/kpop/fenerbahçe/fenerbahce/galatasaray/beşiktaş/besiktas/trabzonspor/tatlı/tatli/pizza/spor/araba/teknoloji/kitap hastası/hastasi/hastasıyım/hastasiyim/hastalari/hastaları"',
  '"şarkı*/sarki*/buna/şuna/suna/müziğe/muzige/sesine/sesin hasta/hastası/hastasi ol*"',
  // everyday words that contain a sensitive stem
  '"kendime/kendine/kendimize/kendinize/geleceğime/gelecegime/geleceğe/gelecege/eğitime/egitime/eğitimime/egitimime/sağlığıma/sagligima yatırım/yatirim*"',
  '"müzik/muzik/sanat/dans/kitap/sohbet/doğa/doga/ses/alışveriş/alisveris/çikolata/cikolata terapi*/tedavi*"',
  '"terapi/ilaç/ilac/şifa/sifa/dolar/jilet gibi"',
  '"ruhuma/ruhuna/ruha/kalbime/kalbine/gönlüme/gonlume şifa/sifa/ilaç/ilac/merhem"',
  '"sağlıkla/saglikla kal*"',
  // love said as an illness, a tired day named as a day
  '"hasta oldum/olduk/olmuşum/olmusum sana/size/ona"',
  '"hastayım/hastayim sana/ona/size/senin"',
  '"hasta mısın/misin/mısınız/misiniz"',
  '"öl/ol de/desen/dersen/dediğin/dedigin * ^öl*/ol*"',
  '"öl/ol de/desen/dersen/dediğin/dedigin ^öl*/ol*"',
  '"yorgunum/yoruldum bugün/bugun/işten/isten/dersten/okuldan/yoldan/antrenmandan"',
  '"ağrı/agri dağı/dagi"',
  '"dava arkadaş*/arkadas*"',
  '"avukat/polis/hakim/savcı/savci/doktor/hemşire/hemsire/psikolog/cerrah/hekim/eczacı/eczaci olmak/olucam/olcam/olacağım/olacagim/olabilir*"',
  '"sağlık/saglik/ilaç/ilac sektör*/mühendis*/muhendis*/bakanlığ*/bakanlig*/bilim*"',
  '"sağlıklı/saglikli/sağlam/saglam ilişki*/iliski*/beslen*/yaşam*/yasam*"',
  '"erasmus/ders/akts/ects/öğrenci/ogrenci kredi*/kredisi/kredileri/krediler"',
  '"=doktora başvuru*/basvuru*/tez*/programı*/programi*/bursu*/mülakat*/mulakat*/yapmak/yapıyorum/yapiyorum/öğrencisi*/ogrencisi*"',
  '"psikoloji/psikolojik bölüm*/bolum*/okumak/okuyorum/öğrencisi*/ogrencisi*/sınavı*/sinavi*/dersi*/kitab*"',
  '"kalbim/kalbimin/kalp/kalbin/gönlüm/gonlum/ruhum/ruhumun/yaram/yaralarım/yaralarim iyileş*/iyiles*/ağrı*/agri*/sızl*/sizl*/kırık*/kirik*"',
  '"teşekkür/tesekkur/vefa/gönül/gonul/minnet/can/hayat/şükran/sukran borcu/borcum/borçluyum/borcluyum/borç/borc/borçlu/borclu"',
  '"sana/size/ona/sizlere/hepinize/annemize/anneme/babama/çok/cok borçluyum/borcluyum/borçlu*/borclu*"',
  '"bahse/iddiaya gir*"',
  '"hapı/hapi yut*"',
  '"ateşim/atesim var sana/senin"',
  '"indirim/hediye/market kupon*"',
  '"para bozuk*"',
  '"bahsi/bahsini/bahsettiğin/bahsettigin geçen/gecen/açıl*/acil*/açma*/acma*"',
  '"doğum/dogum gün*/gun*/tarih*/harita*/yer*/yıl*/yil*/saat*"',
  '"fon/fonda müzi*/muzi*/çalan/calan/müzik/muzik"',
  '"=fonda"',
  '"polisiye*"',
  '"ceza/penaltı/penalti sahası/sahasi/atışı/atisi/vuruşu/vurusu"',
  '"^olum"',
  '"ömür/omur boyu/billah/törpüsü/torpusu"',
  '"hayatımın/hayatimin aşkı/aski"',
  '"can sıkıntısı/sikintisi"',
  // everyday words one letter away from a typo-tolerant key (rules.test.ts finds them in a word list)
  "iftihar*/intiha/intihab*/intihap*/intihal*/intisar*/intizar*/istihar*",
  "pastane*/hasmane*",
  // "bitirmek istiyorum" is self-harm unless it finishes something ordinary
  '"+okulu/okul/lise*/üniversite*/universite*/fakülte*/fakulte*/bölümü/bolumu/dersi/dersleri/projeyi/projemi/proje/tezi/tezimi/tez/kitabı/kitabi/kitap/diziyi/dizi/işi/isi/işimi/isimi/işleri/isleri/ilişkiyi/iliskiyi/ilişkimi/iliskimi/ödevi/odevi/ödevimi/odevimi/yarışı/yarisi/maratonu/oyunu/sezonu/masteri/masterımı/masterimi/yüksek/yuksek/stajı/staji/stajımı/stajimi/kursu/kursumu/borcumu/borçlarımı/borclarimi/kredimi bitir*"',
  '"bitirme projesi/projemi/projem/tezi/tezimi/sınavı/sinavi/ödevi/odevi"',
  // "X yaşamak istemiyorum": not wanting to go through something again
  '"ayrılık/ayrilik/acı/aci/bunu/bunları/bunlari/aynı/ayni/aynısını/aynisini/tekrar/yeniden/şunu/sunu/stres/kaos/drama yaşamak/yasamak istem*"',
  '"ayrılığı/ayriligi/acıyı/aciyi/yalnızlığı/yalnizligi yaşamak/yasamak istem*"',
  '"hayal kırıklığı/kirikligi yaşamak/yasamak istem*"',
  // waking up early is not about dying
  "erken/alarmla/alarm/pazartesi/okula/işe/ise/derse/sabahları/sabahlari uyan*",
  // getting lost is travel, music, love
  "şehirde/sehirde/sokaklarda/müzikte/muzikte/kalabalıkta/kalabalikta/şarkılarda/sarkilarda/kitaplarda/doğada/dogada/ormanda/denizde/yollarda/gözlerinde/gozlerinde/kollarında/kollarinda/dünyada/dunyada kaybol*",
  // asking whether something will "live on" is not about dying: songs, love
  '"aşkımız/askimiz/aşk/ask/sevgimiz/ilişkimiz/iliskimiz yaşayacak/yasayacak"',
  // exam tracks and school money, not gambling or debt
  '"sayısal/sayisal/eşit/esit ağırlık/agirlik/dersler*/puan*/bölüm*/bolum*/alan*/tercih*/net*"',
  '"kyk/burs bursu/bursum/yurdu/yurt"',
  '"yıl/yil sonu/yılsonu/yilsonu ikramiye*"',
  '"altında/altinda/altına/altina/altından/altindan"',
  '"gözlerim/gozlerim/gözüm/gozum/içim/icim dolar"',
  '"dolar gözlerim/gozlerim/gözüm/gozum/içim/icim"',
  '"olur/olabilir musun/misin/mısın/misiniz"',
  '"=olurmusun"',
];

/**
 * Figures of speech that hide a topic but never self-harm or distress: a simile ("kumar gibi bir
 * aşk", "ilaç gibi"), dying of something that is not an illness ("açlıktan ölüyorum", "aşk
 * acısından öldüm"), love and life as a gamble or a trial, a song that "kills".
 */
export const HARMLESS_FOR_TOPICS: readonly string[] = [
  "hisset*/hissed*",
  '"piyangodan/piyango çıkmış/cikmis/vurmuş/vurmus"',
  '"* +gibi/gibiydi/gibisin/gibiyim"',
  '"+%dan/%den/%tan/%ten ^öldüm/^ölüyo*/^ölücem/^ölecem/^öleceğim/^ölürüm/^ölmek/^geberdim/oldum/oluyorum/olucem"',
  "şarkı*/sarki*/müzi*/muzi*/ses/sesi/sesin*/sesiyle/nakarat*/melodi*/parça*/parca*/albüm*/album*/konser* ^öl*/^öldür*",
  '"aşkımız/askimiz/aşkımızın/askimizin/sevgimiz/ilişkimiz/iliskimiz/sevdamız/sevdamiz ^ölmes*/^ölecek*/^öldü*/^ölür*/olmesin/olecek*"',
  '"^ölünceye/olunceye/^ölesiye/olesiye kadar/dek"',
  '"hayat/aşk/ask/sevda/evlilik/ilişki/iliski bir kumar*/piyango*/bahis*/borsa*"',
  '"hayat/aşk/ask/sevda/evlilik/ilişki/iliski kumar*/piyango*"',
  '"kalbim*/gönlüm*/gonlum* borc*/borç*"',
  "sana/size/ona/sizlere/kahve/çay/cay/yemek/içki/icki/hatır/hatir borc*/borç*",
  '"hisse kap*/düş*/dus*"',
  '"kendi/benim/senin/onun hisse*"',
  '"hayat/aşk/ask/gönül/gonul/ömür/omur/sevda davası/davasi/davam/davamız/davamiz"',
  '"dava* savun*"',
  '"aşk/ask/sevda/gönül/gonul/kalp mahkum*/mahkûm*/mahkumu/mahkumuyum"',
  '"müebbet/muebbet aşk*/ask*/sevda*"',
  // names of films, series and places; English hyperbole
  "^ölümlü*/^ölümcül*",
  '"^ölüm/olum vadisi"',
  '"doktor/doctor/dr strange/who/house"',
  '"to death"',
  '"dying to"',
];

/** Whole texts that are harmless only alone: "doktora" is a PhD; "doktora gitmeliyim" is not. */
export const HARMLESS_WHOLE: readonly string[] = ["doktora", "doktoram", "doktorada", "doktorası"];
