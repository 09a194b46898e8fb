import { usePublicConfig } from "@/client/lib/auth";
import { LegalLayout, Mail } from "./legal-layout";

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
            Hesap bilgileri: email adresin, isteğe bağlı adın ve soyadın, şifrenin geri döndürülemez özeti.
          </li>
          <li>
            Fal kayıtları: çektiğin sayı, şarkının adı ve sanatçısı, seçtiğin tema ve oluşturulan yorum.
          </li>
          <li>Oturum bilgisi: giriş yaptığını hatırlamak için tarayıcında tutulan bir oturum çerezi.</li>
        </ul>
        <p>
          Müzik hesabına bağlanmayız; yalnızca bağlantısını verdiğin herkese açık playlistleri okuruz.
          Yüklediğin CSV dosyaları tarayıcında işlenir ve sunucularımıza gönderilmez.
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
        <p>
          Şarkı sözleri ve yorum üretimi için şarkının adı ve sanatçısı üçüncü taraf hizmetlere
          gönderilebilir; bu isteklerde hesap bilgilerin yer almaz.
        </p>
      </section>
      <section>
        <h2>Saklama süresi</h2>
        <p>
          Hesabın açık olduğu sürece verilerini saklarız; hesabını silmemizi istediğinde verilerin silinir.
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
          isteme ve itiraz etme hakların vardır. Başvuruların için <Mail address={config?.privacyEmail} />{" "}
          adresine, diğer sorular için <Mail address={config?.supportEmail} /> adresine yazabilirsin.
        </p>
      </section>
    </LegalLayout>
  );
}
