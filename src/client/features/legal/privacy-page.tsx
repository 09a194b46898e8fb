import { Link } from "wouter";
import { usePublicConfig } from "@/client/lib/auth";
import { LegalLayout, Mail } from "./legal-layout";

/**
 * Where the hint and the lyrics excerpt go (ADR 020): to the model's provider, named as the
 * operator configured it (or its public host, or a neutral description: ADR 033), possibly abroad
 * (KVKK art. 9 as amended in 2024); or nowhere.
 */
function CommentModelTransfer({ provider, loaded }: { provider: string | null; loaded: boolean }) {
  if (!loaded) return null;
  if (!provider) {
    return (
      <li data-testid="privacy-model">
        Fal yorumları sunucumuzda, yapay zekâ modeli kullanılmadan yazılır: yazdığın odak ipucu ve şarkı
        sözleri bunun için hiçbir yere gönderilmez.
      </li>
    );
  }
  return (
    <li data-testid="privacy-model">
      Fal yorumlarını bir yapay zekâ modeli yazar; modelin sağlayıcısı:{" "}
      <strong>{provider.replace(/\.$/, "")}</strong>. Yorum istediğinde bu sağlayıcıya yazdığın odak ipucu,
      şarkı sözlerinden kısa bir bölüm, şarkının adı ve sanatçısı, seçtiğin tema ve melodinin özellikleri
      (tempo, enerji gibi) gönderilir; adın, e-posta adresin ya da hesabınla ilgili başka bir bilgi
      gönderilmez. Sağlayıcının sunucuları yurt dışında olabilir; bu durumda gönderim, KVKK'nın 9. maddesi
      kapsamında yurt dışına veri aktarımı sayılır ve o maddede sayılan güvencelerden biriyle (örneğin Kişisel
      Verileri Koruma Kurulunun ilan ettiği standart sözleşmeyle) yapılır. Kendine zarar verme, sağlık, ölüm,
      gebelik, dava ve polis, borç ve para sıkıntısı, yatırım ve kripto ya da bahis ve şans oyunlarıyla ilgili
      olduğunu anladığımız ipuçları modele gönderilmez; ipucu yazmak zorunda da değilsin.
    </li>
  );
}

export default function PrivacyPage() {
  const { data: config } = usePublicConfig();
  return (
    <LegalLayout title="Gizlilik Politikası">
      <section>
        <h2>Veri sorumlusu</h2>
        <p>
          Şarkı Falı, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında kişisel verilerinin
          veri sorumlusudur. Bu metin hangi verileri neden işlediğimizi ve haklarını açıklar.
        </p>
      </section>
      <section>
        <h2>İşlediğimiz veriler</h2>
        <ul>
          <li>
            Hesap bilgileri: e-posta adresin, isteğe bağlı adın ve soyadın, şifre belirlediysen şifrenin geri
            döndürülemez özeti, üyelik tarihin ve Premium durumun.
          </li>
          <li>
            Google, GitHub veya X ile giriş yaptıysan: o hesabın sağlayıcıdaki kimlik numarası, sağlayıcının
            verdiği e-posta adresi, adın ve profil fotoğrafının adresi. Sağlayıcının şifreni veya erişim
            anahtarını saklamayız.
          </li>
          <li>
            Fal kayıtları: çektiğin sayı, şarkının adı, sanatçısı, kapak ve önizleme bağlantıları, seçtiğin
            tema, oluşturulan yorum, favori işaretin ve paylaşım görselleri.
          </li>
          <li data-testid="privacy-question">
            Falını kaydettiğinde yazdığın soru ya da odak kelimesi de falınla birlikte saklanır. Paylaşılan
            sayfada varsayılan olarak görünmez: bağlantıyı açanlar ne soruyu ne de yorumun ona değinen
            cümlelerini görür. İstersen falının sayfasından soruyu gösterebilir, sonra yeniden
            gizleyebilirsin; bağlantı önizlemelerinde ve paylaşım görsellerinde soru hiçbir zaman yer almaz.
            Sağlık, ölüm, gebelik, dava ve polis, borç ve para sıkıntısı, yatırım ve kripto ya da bahis ve
            şans oyunlarıyla ilgili olduğunu anladığımız bir soru ise hiçbir zaman gösterilemez.
          </li>
          <li>
            Ayın Falı: bir ayın özeti fal kayıtlarından o an hesaplanır, ayrıca saklanmaz. Paylaşmadığın
            sürece yalnızca sana görünür; paylaştığında hangi ayı paylaştığını ve kısa bağlantısını saklarız.
            Bağlantıyı açanlar yalnızca özetteki sayıları ve şarkıları görür, adını ya da sorularını görmez.
            Gizlediğinde bağlantı çalışmaz olur.
          </li>
          <li>
            Oturum bilgisi: giriş yaptığını hatırlamak için tarayıcında tutulan bir oturum çerezi; sunucuda
            her oturumun açıldığı ve son kullanıldığı zaman ile tarayıcının kendini tanıttığı metin (cihaz adı
            için).
          </li>
          <li>
            Kötüye kullanımı sınırlamak için, hesabına ve IP adresine bağlı kısa ömürlü istek sayaçları.
          </li>
          <li>
            Yazılan yorumlar: sana yazılan her fal yorumu ve varsa yazdığın odak kelimesi, falını
            kaydedebilmen için 7 gün saklanır, sonra silinir. Kendine zarar vermeyi çağrıştıran bir odak
            kelimesi hiç saklanmaz.
          </li>
          <li data-testid="privacy-rooms">
            Fal Odası: odaya katılanların yazdığı ad, seçtiği sayı ve çıkan şarkı ile odanın listesi yalnızca
            odanın ömrü boyunca (24 saat) saklanır, sonra silinir. Hesapsız katılanları odada tanımak için
            tarayıcıda bu süreyle sınırlı bir oda çerezi tutulur. Giriş yapmış katılanların falı geçmişlerine
            kaydedilir.
          </li>
          <li>
            Cihaz bilgisi: bu tarayıcıdan daha önce giriş yaptığını hatırlayan bir çerez. Başkaları hesabına
            çok sayıda yanlış şifre denediğinde bile senin girişin bu sayede yavaşlamaz.
          </li>
          <li>
            IP adresi: çok sayıda giriş denemesini ve isteği sınırlamak için kısa süre (bir gün kadar)
            sayaçlarda tutulur.
          </li>
        </ul>
        <p>
          Müzik hesabına bağlanmayız; yalnızca bağlantısını verdiğin herkese açık playlistleri okuruz.
          Yüklediğin CSV dosyaları tarayıcında işlenir ve sunucularımıza gönderilmez; yalnızca bir Fal
          Odası'nı CSV listenle açarsan listedeki şarkılar odanın ömrü boyunca sunucuda tutulur.
        </p>
      </section>
      <section>
        <h2>Amaç ve hukuki sebep</h2>
        <p>
          Verilerini hizmeti sunmak, fallarını saklamak ve paylaşmak istediğinde paylaşım bağlantısını
          oluşturmak için, KVKK madde 5/2-c (sözleşmenin ifası) ve 5/2-f (meşru menfaat) kapsamında işleriz.
          Verilerini satmayız ve reklam amacıyla kullanmayız.
        </p>
      </section>
      <section>
        <h2>Aktarım</h2>
        <p>Aşağıdakiler dışında verilerini kimseyle paylaşmayız. Bu isteklerde hesap bilgilerin yer almaz.</p>
        <ul>
          <li>
            Şarkı sözlerini bulmak için şarkının adı, sanatçısı, varsa albümü ve süresi sözler hizmetine
            (LRCLIB) gönderilir.
          </li>
          <CommentModelTransfer provider={config?.modelProvider ?? null} loaded={config !== undefined} />
          <li>
            Playlist bağlantısını verdiğinde, o playlist Spotify veya YouTube'dan okunur; kapak ve önizlemeler
            bu hizmetlerin sunucularından gelir. YouTube verileri YouTube API Hizmetleri ile alınır ve{" "}
            <a
              className="font-medium text-gold underline underline-offset-4"
              href="https://policies.google.com/privacy"
              target="_blank"
              rel="noopener noreferrer"
            >
              Google Gizlilik Politikası
            </a>
            'na tabidir.
          </li>
          <li>
            Google, GitHub veya X ile giriş yapmayı seçersen, giriş için o sağlayıcıya yönlendirilirsin;
            sağlayıcı bize yalnızca yukarıda sayılan hesap bilgilerini verir.
          </li>
          <li>
            Premium'u mobil uygulamada satın alırsan, mağaza (App Store veya Google Play) satın almayı
            abonelik altyapısı sağlayıcımız RevenueCat'e bildirir. RevenueCat'e yalnızca Şarkı Falı hesap
            numaran (kullanıcı kimliğin) verilir; e-posta adresin ve adın verilmez. RevenueCat bize
            aboneliğinin durumunu bildirir ve “Satın Alımları Geri Yükle” dediğinde bu durumu ondan sorarız.
          </li>
        </ul>
      </section>
      <section>
        <h2>Premium aboneliği</h2>
        <p>
          Premium'u mağazadan aldıysan aboneliğin için şunları saklarız: aboneliğin geçerli olduğu son tarih
          (ya da süresiz olduğu), yenilenip yenilenmeyeceği, ürünün adı, hangi mağazadan alındığı, deneme mi
          gerçek satın alma mı olduğu ve RevenueCat'ten gelen son bildirimin zamanı. Ayrıca aynı bildirimi iki
          kez işlememek için bildirimlerin numaralarını 90 gün tutarız. Kart veya ödeme bilgilerin bize hiç
          ulaşmaz; ödemeyi mağaza alır. Bu bilgiler hesabınla birlikte silinir; mağazanın ve RevenueCat'in
          kendi kayıtları kendi gizlilik politikalarına tabidir.
        </p>
      </section>
      <section>
        <h2>Saklama süresi</h2>
        <p>
          Hesabın açık olduğu sürece verilerini saklarız. Oturumlar en geç 30 gün kullanılmadığında, her
          durumda 90 günde sona erer. Hesabını sildiğinde verilerin hemen silinir; paylaşım bağlantıların da
          açılmaz olur.
        </p>
      </section>
      <section>
        <h2>Yaş sınırı</h2>
        <p>Şarkı Falı'nı kullanmak için en az 13 yaşında olmalısın.</p>
      </section>
      <section>
        <h2>Hakların</h2>
        <p>
          KVKK madde 11 uyarınca verilerinin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini
          isteme ve itiraz etme hakların vardır. Bunlardan üçünü bize yazmana gerek kalmadan kendin
          yapabilirsin:
        </p>
        <ul>
          <li>
            <strong>Verilerimi İndir</strong>:{" "}
            <Link className="font-medium text-gold underline underline-offset-4" href="/profile">
              Profil
            </Link>{" "}
            sayfasındaki “Verilerin” bölümünden, hesabını, giriş yöntemlerini, oturumlarını ve bütün fallarını
            tek bir JSON dosyası olarak indirirsin.
          </li>
          <li>
            <strong>Hesabımı Sil</strong>: aynı bölümden, şifrenle (şifren yoksa SİL yazarak) onaylayıp
            hesabını ve sana ait her şeyi kalıcı olarak silersin. Tek bir falı da Geçmişim sayfasından
            silebilirsin.
          </li>
          <li>Adını Profil sayfasından düzeltebilirsin.</li>
        </ul>
        <p>
          Diğer başvuruların için <Mail address={config?.privacyEmail} /> adresine, sorular için{" "}
          <Mail address={config?.supportEmail} /> adresine yazabilirsin.
        </p>
      </section>
    </LegalLayout>
  );
}
