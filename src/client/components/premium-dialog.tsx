import { Check, Crown } from "lucide-react";
import type { ReactNode } from "react";
import { PREMIUM_MONTHLY_USD } from "@/shared/limits";
import { T } from "@/shared/texts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";

/** "$4,99": the Turkish decimal comma (spec section 9's $4.99 a month). */
const PRICE = new Intl.NumberFormat("tr-TR", { style: "currency", currency: "USD" }).format(
  PREMIUM_MONTHLY_USD,
);

const PERKS = [
  "Gelişmiş temalar: Aşk, Kariyer ve Günlük",
  "Sınırsız fal çekme",
  "Ayrıntılı geçmiş ve istatistikler",
  "Özel paylaşım temaları",
];

/** Premium is sold only in the mobile app (spec section 1); this dialog informs, it does not sell. */
export function PremiumDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-gold/15 text-gold">
            <Crown className="size-5" aria-hidden />
          </div>
          <DialogTitle>{T.brand} Premium</DialogTitle>
          <DialogDescription>Falına yeni kapılar aç.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2.5 text-sm">
          {PERKS.map((p) => (
            <li key={p} className="flex items-start gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>{p}</span>
            </li>
          ))}
        </ul>
        <div className="rounded-xl border border-gold/40 bg-gold/10 p-4">
          <p className="font-display font-semibold text-2xl">
            {PRICE} <span className="font-sans font-normal text-base text-muted-foreground">/ ay</span>
          </p>
          <p className="mt-1 text-muted-foreground text-sm">
            Aylık yenilenir, istediğin zaman iptal edebilirsin.
          </p>
        </div>
        <p className="text-sm leading-relaxed">
          Premium yalnızca mobil uygulamamızda, uygulama mağazası üzerinden satın alınabilir. Mobil uygulama
          çok yakında mağazalarda! Satın aldıktan sonra profil sayfasındaki “Satın alımları geri yükle”
          düğmesiyle Premium'unu hesabına taşıyabilirsin.
        </p>
      </DialogContent>
    </Dialog>
  );
}
