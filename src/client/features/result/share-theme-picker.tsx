import { Check, Crown, Lock, Palette } from "lucide-react";
import type { ComponentProps } from "react";
import { PremiumDialog } from "@/client/components/premium-dialog";
import { Card } from "@/client/components/ui/card";
import { useAuth } from "@/client/lib/auth";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import type { PublicDraw } from "@/shared/api-types";
import { SHARE_THEMES, type ShareTheme, type ShareThemeId } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { useOwnShareTheme, useSetShareTheme } from "./api";
import altinPreview from "./share-theme-previews/altin.webp";
import gecePreview from "./share-theme-previews/gece.webp";
import klasikPreview from "./share-theme-previews/klasik.webp";
import pastelPreview from "./share-theme-previews/pastel.webp";

/** Small samples of each design (scripts/render-share-themes.ts --previews draws them). */
const PREVIEWS: Record<ShareThemeId, string> = {
  klasik: klasikPreview,
  gece: gecePreview,
  altin: altinPreview,
  pastel: pastelPreview,
};

const tile =
  "group relative flex flex-col overflow-hidden rounded-xl border bg-background/40 text-left transition-[border-color,box-shadow,transform] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 active:translate-y-px disabled:cursor-wait";

/** A design's sample; the rest of the props (a dialog trigger's, when locked) reach the button. */
function ThemeTile({
  theme,
  selected,
  locked,
  busy,
  onPick,
  onClick,
  ...rest
}: ComponentProps<"button"> & {
  theme: ShareTheme;
  selected: boolean;
  locked: boolean;
  busy: boolean;
  onPick?: () => void;
}) {
  return (
    <button
      {...rest}
      type="button"
      aria-pressed={selected}
      aria-label={locked ? `${theme.label} (Premium)` : theme.label}
      disabled={busy && !locked}
      onClick={(event) => {
        onPick?.();
        onClick?.(event);
      }}
      className={cn(
        tile,
        selected ? "border-gold ring-2 ring-gold/60" : "hover:border-gold/60",
        locked && "opacity-90",
      )}
      data-testid={`share-theme-${theme.id}`}
      data-locked={locked || undefined}
    >
      <span className="relative block aspect-[1200/630] w-full">
        <img
          src={PREVIEWS[theme.id]}
          alt=""
          width={480}
          height={252}
          loading="lazy"
          className={cn("size-full object-cover", locked && "brightness-[.6] saturate-[.7]")}
        />
        {locked && (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-8 items-center justify-center rounded-full bg-background/85 text-gold shadow-sm">
              <Lock className="size-4" aria-hidden />
            </span>
          </span>
        )}
        {selected && (
          <span className="absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full bg-gold text-[#14122b] shadow">
            <Check className="size-4" aria-hidden />
          </span>
        )}
      </span>
      <span className="flex items-center justify-between gap-1 px-2.5 py-2">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-sm">{theme.label}</span>
          <span className="block truncate text-muted-foreground text-xs">{theme.description}</span>
        </span>
        {theme.premium && <Crown className="size-3.5 shrink-0 text-gold" aria-label={T.play.premiumLabel} />}
      </span>
    </button>
  );
}

/**
 * The owner's choice of design for the draw's link preview and story image (issue 13). Shown only
 * to the owner; premium designs are locked for a free account (a tap tells why and opens the
 * Premium dialog). The server checks both again.
 */
export function ShareThemePicker({ draw }: { draw: PublicDraw }) {
  const { user } = useAuth();
  const own = useOwnShareTheme(draw.id, Boolean(user));
  const setTheme = useSetShareTheme(draw.id);
  if (!user || !own.data) return null;
  const isPremium = user.isPremium;
  const current = setTheme.isPending && setTheme.variables ? setTheme.variables : own.data.shareTheme;

  const pick = (theme: ShareTheme) => {
    if (theme.id === own.data.shareTheme || setTheme.isPending) return;
    setTheme.mutate(theme.id, {
      onSuccess: () =>
        toast({
          title: "Paylaşım teması değişti",
          description: `Görseller artık ${theme.label} tasarımıyla hazırlanıyor.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: T.error,
          description: errorMessage(error, "Paylaşım teması değiştirilemedi. Lütfen tekrar dene."),
          variant: "destructive",
        }),
    });
  };
  const lockedToast = () =>
    toast({ title: T.play.premiumTitle, description: T.play.premiumOnly, variant: "destructive" });

  return (
    <Card className="p-4 sm:p-5" data-testid="share-theme-picker">
      <h2 id="share-theme-title" className="flex items-center gap-2 font-semibold text-base">
        <Palette className="size-4 text-gold" aria-hidden />
        Paylaşım teması
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        Bağlantı önizlemesi ve hikâye görseli seçtiğin tasarımla hazırlanır.
      </p>
      <div
        role="radiogroup"
        aria-labelledby="share-theme-title"
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {SHARE_THEMES.map((theme) => {
          const locked = theme.premium && !isPremium;
          const tileEl = (
            <ThemeTile
              key={theme.id}
              theme={theme}
              selected={current === theme.id}
              locked={locked}
              busy={setTheme.isPending}
              onPick={locked ? lockedToast : () => pick(theme)}
            />
          );
          return locked ? <PremiumDialog key={theme.id} trigger={tileEl} /> : tileEl;
        })}
      </div>
      <figure className="mt-4">
        <img
          src={own.data.ogImagePath}
          alt={`${SHARE_THEMES.find((t) => t.id === own.data.shareTheme)?.label ?? ""} tasarımıyla önizleme görseli`}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full rounded-lg border bg-muted object-cover"
          data-testid="share-theme-preview"
        />
        <figcaption className="mt-2 text-muted-foreground text-xs">
          Bağlantını paylaştığında görünecek önizleme.
        </figcaption>
      </figure>
    </Card>
  );
}
