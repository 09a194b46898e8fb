import { Check, Crown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useAuth } from "@/client/lib/auth";
import {
  COMMENT_WINDOW_MINUTES,
  FREE_COMMENTS_PER_WINDOW,
  PREMIUM_COMMENTS_PER_WINDOW,
  PREMIUM_MONTHLY_USD,
} from "@/shared/limits";
import { T } from "@/shared/texts";
import { premiumStatusLines, usePremiumStatus } from "./premium-status";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";
import { Spinner } from "./ui/spinner";

/** "$4,99": the Turkish decimal comma (spec section 9's $4.99 a month). */
const PRICE = new Intl.NumberFormat("tr-TR", { style: "currency", currency: "USD" }).format(
  PREMIUM_MONTHLY_USD,
);

const PERKS = [
  "Gelişmiş temalar: Aşk, Kariyer ve Günlük",
  `Sınırsız fal çekme ve daha yüksek yorum sınırı (${COMMENT_WINDOW_MINUTES} dakikada ${PREMIUM_COMMENTS_PER_WINDOW} fal yorumu)`,
  "Ayrıntılı geçmiş ve istatistikler",
  "Özel paylaşım temaları",
  "Geçmiş · Şimdi · Gelecek: üç şarkılık fal",
];

/** What a free account has, as the server enforces it (server/fortune/routes.ts). */
const FREE_TIER = `Ücretsiz hesapta Genel tema ile ${COMMENT_WINDOW_MINUTES} dakikada ${FREE_COMMENTS_PER_WINDOW} fal yorumu alabilir, geçmişini ve favorilerini tutabilir, playlist ya da CSV dosyası seçebilirsin.`;

function Perks() {
  return (
    <ul className="grid gap-2.5 text-sm">
      {PERKS.map((p) => (
        <li key={p} className="flex items-start gap-2.5">
          <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>{p}</span>
        </li>
      ))}
    </ul>
  );
}

/** A Premium member's own status instead of the sales text. */
function MemberStatus({ open }: { open: boolean }) {
  const status = usePremiumStatus(open);
  return (
    <>
      <div className="rounded-xl border border-gold/40 bg-gold/10 p-4" data-testid="premium-dialog-status">
        <p className="font-semibold">Premium üyesin.</p>
        {status.isPending ? (
          <Spinner className="mt-2" />
        ) : (
          (status.data ? premiumStatusLines(status.data) : []).map((line) => (
            <p key={line} className="mt-1 text-muted-foreground text-sm">
              {line}
            </p>
          ))
        )}
      </div>
      <Perks />
      <p className="text-muted-foreground text-sm leading-relaxed">
        Aboneliğini mağazadaki hesabından yönetebilir ya da iptal edebilirsin; iptal edersen Premium, ödediğin
        dönemin sonuna kadar açık kalır.
      </p>
    </>
  );
}

function SalesText() {
  return (
    <>
      <Perks />
      <div className="rounded-xl border border-gold/40 bg-gold/10 p-4">
        <p className="font-display font-semibold text-2xl">
          {PRICE} <span className="font-sans font-normal text-base text-muted-foreground">/ ay</span>
        </p>
        <p className="mt-1 text-muted-foreground text-sm">
          Aylık yenilenir, istediğin zaman iptal edebilirsin.
        </p>
      </div>
      <p className="text-sm leading-relaxed" data-testid="premium-where-to-buy">
        Premium yalnızca mobil uygulamamızda, uygulama mağazası üzerinden satın alınabilir. Mobil uygulama çok
        yakında mağazalarda! Satın aldıktan sonra profil sayfasındaki “Satın Alımları Geri Yükle” düğmesiyle
        Premium'unu bu hesapta da kullanabilirsin.
      </p>
      <p className="text-muted-foreground text-sm leading-relaxed" data-testid="premium-free-tier">
        {FREE_TIER}
      </p>
    </>
  );
}

/**
 * Premium is sold only in the mobile app (spec section 1): for a free account this dialog informs,
 * it does not sell; a Premium member sees their own status. Opened by its trigger, or controlled
 * (`open`/`onOpenChange`) when a locked theme is tapped.
 */
export function PremiumDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const member = user?.isPremium ?? false;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent data-testid="premium-dialog">
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-gold/15 text-gold">
            <Crown className="size-5" aria-hidden />
          </div>
          <DialogTitle>{T.brand} Premium</DialogTitle>
          <DialogDescription>
            {member ? "Premium ayrıcalıkların açık." : "Şarkı Falı'nda yeni kapılar aç."}
          </DialogDescription>
        </DialogHeader>
        {member ? <MemberStatus open={open} /> : <SalesText />}
      </DialogContent>
    </Dialog>
  );
}
