import { ListMusic, Share2, Sparkles, WandSparkles } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { usePublicConfig } from "@/client/lib/auth";
import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { PROVIDER_LABELS } from "@/shared/sign-in";

/**
 * "Google, GitHub ya da X hesabınla…": the spec's landing text mentions these, so the sentence is
 * there only for the providers this server has keys for, and not at all when it has none.
 */
function SignInWays() {
  const { data: config } = usePublicConfig();
  const labels = (config?.signInProviders ?? []).map((p) => PROVIDER_LABELS[p]);
  if (labels.length === 0) return null;
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} ya da ${labels.at(-1)}`;
  return (
    <p className="mt-4 text-muted-foreground text-sm" data-testid="landing-sign-in-ways">
      {list} hesabınla ya da e-posta adresinle giriş yapabilirsin.
    </p>
  );
}

const FEATURES = [
  {
    icon: ListMusic,
    title: "Playlist ya da CSV",
    text: "Herkese açık bir Spotify ya da YouTube playlistinin bağlantısını yapıştır veya kendi CSV dosyanı yükle.",
  },
  {
    icon: WandSparkles,
    // The spec's "AI interpretations" card. Without a model the comments are written by the built-in
    // composer, so the title says what is true on this server (the prerendered page shows that one
    // until the settings arrive; both titles fit one line).
    title: "Şarkıya özel yorumlar",
    modelTitle: "Yapay zekâ yorumları",
    text: "Aklındaki sayı şarkını seçer; şarkının sözlerinden ve melodisinden sana özel bir fal yorumu yazılır.",
  },
  {
    icon: Share2,
    title: "Paylaş ve sakla",
    text: "Falların geçmişinde saklanır; sevdiğin falları favorilere ekle, bir bağlantıyla arkadaşlarınla paylaş.",
  },
] as const;

export default function LandingPage() {
  const { data: config } = usePublicConfig();
  const withModel = Boolean(config?.modelProvider);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-14 pb-16 sm:pt-20">
      <section className="mx-auto max-w-2xl text-center">
        <div className="mx-auto mb-6 flex size-20 items-center justify-center rounded-full border border-gold/40 bg-card/60 shadow-[0_0_60px_-10px_var(--gold)]">
          <Sparkles className="size-9 text-gold animate-soft-pulse" aria-hidden />
        </div>
        <h1 className="font-display font-bold text-5xl leading-[1.05] tracking-tight sm:text-6xl">
          {T.brand}
        </h1>
        <p className="mt-4 text-balance text-lg text-muted-foreground sm:text-xl">{T.landing.tagline}</p>
        <p className="mt-2 text-muted-foreground text-sm" data-testid="landing-entertainment">
          {T.entertainment}
        </p>
        {/* the button's classes without <Button>: see the header */}
        <Link href="/login" className={buttonVariants({ size: "lg", className: "mt-9" })}>
          {T.landing.cta}
        </Link>
        <SignInWays />
      </section>

      <section className="mt-16 grid gap-4 sm:grid-cols-3" aria-label="Özellikler">
        {FEATURES.map((feature) => {
          const { icon: Icon, text } = feature;
          const title = withModel && "modelTitle" in feature ? feature.modelTitle : feature.title;
          return (
            <article key={feature.title} className="rounded-2xl border bg-card/80 p-6">
              <div className="mb-4 flex size-11 items-center justify-center rounded-xl bg-secondary text-gold">
                <Icon className="size-5" aria-hidden />
              </div>
              <h2 className="font-semibold text-lg">{title}</h2>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </article>
          );
        })}
      </section>
    </div>
  );
}
