/**
 * "Google ile devam et" and the others: one button per provider whose keys the server has
 * (GET /api/config). Plain links: the server redirects to the provider and back.
 */
import { PROVIDER_ICONS } from "@/client/components/provider-icons";
import { Button } from "@/client/components/ui/button";
import { usePublicConfig } from "@/client/lib/auth";
import { PROVIDER_LABELS } from "@/shared/sign-in";

export function ProviderButtons({ disabled }: { disabled?: boolean }) {
  const { data: config } = usePublicConfig();
  const providers = config?.signInProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mb-6" data-testid="provider-buttons">
      <div className="grid gap-2.5">
        {providers.map((p) => {
          const Icon = PROVIDER_ICONS[p];
          return (
            <Button
              key={p}
              asChild
              variant="outline"
              size="lg"
              className="w-full justify-center bg-card/70 text-[15px] aria-disabled:pointer-events-none aria-disabled:opacity-55"
            >
              <a href={`/api/auth/${p}`} aria-disabled={disabled || undefined} data-testid={`provider-${p}`}>
                <Icon className="size-5" />
                {PROVIDER_LABELS[p]} ile devam et
              </a>
            </Button>
          );
        })}
      </div>
      <div className="mt-6 flex items-center gap-3 text-muted-foreground text-xs" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        ya da email ile
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
