/** Premium: the state, what it opens, where it is bought, and restoring a store purchase. */
import { Crown, RotateCw } from "lucide-react";
import { premiumStatusLines, usePremiumStatus } from "@/client/components/premium-status";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { Account } from "@/shared/api-types";
import { useRestorePurchases } from "./api";
import { Section } from "./section";

export function PremiumCard({ account }: { account: Account }) {
  const premium = account.user.isPremium;
  const status = usePremiumStatus();
  const restore = useRestorePurchases();
  const lines = status.data ? premiumStatusLines(status.data) : [];
  return (
    <Section icon={Crown} title="Premium" testId="premium-card">
      <p className="font-medium" data-testid="premium-status">
        {premium ? "Premium üyesin." : "Ücretsiz hesap kullanıyorsun."}
      </p>
      {lines.map((line) => (
        <p key={line} className="mt-1 text-sm" data-testid="premium-status-detail">
          {line}
        </p>
      ))}
      <p className="mt-1 text-muted-foreground text-sm leading-relaxed">
        {premium
          ? "Aşk, Kariyer ve Günlük temaları ile sınırsız fal çekme senin için açık."
          : "Genel tema ile fal çekebilirsin. Premium ile Aşk, Kariyer ve Günlük temaları da açılır."}
      </p>
      <p className="mt-3 rounded-lg border border-gold/30 bg-gold/10 px-3 py-2 text-sm">
        {status.data?.restoreAvailable === false
          ? "Premium mobil uygulamada satılacak; uygulama çok yakında mağazalarda."
          : "Premium mobil uygulamada, uygulama mağazası üzerinden satın alınır. Orada satın aldıysan aşağıdaki düğmeyle Premium'unu bu hesapta da açabilirsin."}
      </p>
      <Button
        variant="outline"
        className="mt-4 w-full sm:w-auto"
        onClick={() => restore.mutate()}
        disabled={restore.isPending}
        data-testid="restore-purchases"
      >
        {restore.isPending ? <Spinner /> : <RotateCw aria-hidden />} Satın Alımları Geri Yükle
      </Button>
    </Section>
  );
}
