import { usePublicConfig } from "@/client/lib/auth";
import {
  COMMENT_WINDOW_MINUTES,
  FREE_COMMENTS_PER_WINDOW,
  PREMIUM_COMMENTS_PER_WINDOW,
} from "@/shared/limits";
import { THEMES } from "@/shared/themes";
import { LegalLayout, Mail } from "./legal-layout";

/** "Aşk, Kariyer ve Günlük": a Turkish list, with "ve" before the last item. */
const listTr = (items: string[]) => new Intl.ListFormat("tr-TR", { type: "conjunction" }).format(items);

export default function TermsPage() {
  const { data: config } = usePublicConfig();
  const premiumThemes = THEMES.filter((t) => t.premium).map((t) => t.label);
  return (
    <LegalLayout title="Kullanım Koşulları">
      <section>
        <h2>Hizmet</h2>
        <p>
          Şarkı Falı, yalnızca eğlence için oynanan bir müzik oyunudur: aklındaki sayıya göre bir playlistten
          bir şarkı çeker ve o şarkı için bir fal yorumu yazar. Fal gerçek bir kehanet değildir; yorumlar
          hiçbir konuda tavsiye niteliği taşımaz ve kararlarına dayanak yapılmamalıdır.
        </p>
      </section>
      <section>
        <h2>Hesap</h2>
        <p>
          Hizmeti kullanmak için en az 13 yaşında olmalısın. Hesabının güvenliğinden ve şifrenin gizliliğinden
          sen sorumlusun.
        </p>
      </section>
      <section>
        <h2>Ücretsiz ve Premium kullanım</h2>
        <p>
          Ücretsiz hesaplarda Genel tema ile fal çekebilir ({COMMENT_WINDOW_MINUTES} dakikada en çok{" "}
          {FREE_COMMENTS_PER_WINDOW} fal yorumu), geçmişini görebilir ve playlist ya da CSV seçebilirsin.
          Premium üyelik şunları içerir: {listTr(premiumThemes)} temaları, sınırsız fal çekme ve daha yüksek
          yorum sınırı ({COMMENT_WINDOW_MINUTES} dakikada {PREMIUM_COMMENTS_PER_WINDOW} fal yorumu), ayrıntılı
          geçmiş ve istatistikler, özel paylaşım temaları.
        </p>
      </section>
      <section>
        <h2>Premium aboneliği</h2>
        <p>
          Premium aylık yaklaşık 4,99 ABD doları karşılığında sunulur ve her ay yenilenir. Satın alma yalnızca
          yakında mağazalarda yer alacak mobil uygulamamızda, App Store veya Google Play'in ödeme sistemiyle
          yapılır; ödemeyi mağaza alır, ödeme bilgilerin bize ulaşmaz. Mağazadan gelen satın alma bilgisini
          abonelik altyapısı sağlayıcımız RevenueCat aracılığıyla alırız ve Premium'u bu bilgiyle, satın
          almayı yaptığın Şarkı Falı hesabına tanımlarız.
        </p>
        <p>
          Aboneliğini mağazadaki hesabından iptal edebilirsin. İptal ettiğinde yenileme durur; Premium
          ödediğin dönemin sonuna kadar açık kalır ve o tarihte kapanır. Abonelik yenilenmezse dönem sonunda
          Premium temalar ve ayrıcalıklar kapanır; geçmişindeki fallar silinmez. İadeler mağazanın kurallarına
          tabidir; iade edilen bir satın almada Premium iade anında sona erer.
        </p>
        <p>
          Başka bir cihazda veya yeniden giriş yaptıktan sonra Premium'unu görmüyorsan profil sayfasındaki
          “Satın Alımları Geri Yükle” düğmesine bas; satın alımların mağazadan yeniden okunur.
        </p>
      </section>
      <section>
        <h2>İçerik</h2>
        <p>
          Şarkılar, kapak görselleri ve önizlemeler ilgili platformlara ve hak sahiplerine aittir. Spotify
          kapak görsellerini ve YouTube küçük resimlerini kırpmadan, o platformun adıyla ve şarkıya ya da
          videoya giden bağlantıyla gösteririz. Yalnızca herkese açık playlistleri kullanırız; yüklediğin CSV
          dosyalarının içeriğinden sen sorumlusun.
        </p>
        <p>
          Şarkı sözleri telif hakkıyla korunan metinlerdir: Yorumu yazmak için sözlerin yalnızca kısa bir
          bölümü kullanılır ve hiçbir yerde gösterilmez. Yorumlar sözlerden en fazla dört kelimelik kısa
          ifadelere değinir.
        </p>
        <p>
          YouTube playlistleri YouTube API Hizmetleri ile okunur: bu özelliği kullandığında{" "}
          <a
            className="font-medium text-gold underline underline-offset-4"
            href="https://www.youtube.com/t/terms"
            target="_blank"
            rel="noopener noreferrer"
          >
            YouTube Hizmet Şartları
          </a>
          'nı da kabul etmiş olursun.
        </p>
      </section>
      <section>
        <h2>Paylaşım</h2>
        <p>Paylaştığın fal bağlantıları, bağlantıya sahip herkes tarafından görüntülenebilir.</p>
      </section>
      <section>
        <h2>İletişim</h2>
        <p>
          Sorularını <Mail address={config?.supportEmail} /> adresine iletebilirsin.
        </p>
      </section>
    </LegalLayout>
  );
}
