/**
 * How you sign in: the linked methods (an address a provider did not verify says so), linking and
 * removing them behind a recent sign-in, and the list of changes, with when and how (ADR 028).
 */
import { History, KeyRound, Mail } from "lucide-react";
import { formatLongDate } from "@/client/components/long-date";
import { PROVIDER_ICONS } from "@/client/components/provider-icons";
import { Button } from "@/client/components/ui/button";
import { usePublicConfig } from "@/client/lib/auth";
import type { Account, AccountEvent, SignInMethod } from "@/shared/api-types";
import { isSignInProvider, PROVIDER_LABELS, type SignInProvider } from "@/shared/sign-in";
import { useUnlinkMethod } from "./api";
import { useReauth } from "./reauth";
import { Section } from "./section";

const whenText = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short" });

const methodLabel = (method: string | null) =>
  method === "password"
    ? "E-posta ve şifre"
    : method && isSignInProvider(method)
      ? PROVIDER_LABELS[method]
      : "Bir giriş yöntemi";

/** One change in a sentence: what, and how it came about. */
export function describeEvent(event: AccountEvent): string {
  const what = methodLabel(event.method);
  const byProvider = event.via && isSignInProvider(event.via) ? PROVIDER_LABELS[event.via] : null;
  switch (event.kind) {
    case "method-added":
      return event.via === "sign-in"
        ? `${what} eklendi (bu adresle giriş yapılınca)`
        : `${what} eklendi (Profil sayfasından)`;
    case "method-removed":
      if (byProvider) return `${what} kaldırıldı (${byProvider} adresi doğrulayınca)`;
      if (event.via === "mail") return `${what} kaldırıldı (e-postadaki bağlantıyla şifre sıfırlanınca)`;
      return `${what} kaldırıldı (Profil sayfasından)`;
    case "password-set":
      return "Şifre belirlendi (Profil sayfasından)";
    case "password-changed":
      return "Şifre değiştirildi (Profil sayfasından)";
    case "password-reset":
      return "Şifre e-postadaki bağlantıyla sıfırlandı";
    case "email-verified":
      return byProvider
        ? `E-posta adresi ${byProvider} ile doğrulandı`
        : "E-posta adresi e-postadaki bağlantıyla doğrulandı";
    case "claimed":
      return `${byProvider ?? what} ile giriş yapan kişi e-posta adresini doğruladı; doğrulamamış yöntemler kaldırıldı`;
  }
}

function MethodRow({
  method,
  canRemove,
  onRemove,
  pending,
}: {
  method: SignInMethod;
  canRemove: boolean;
  onRemove?: () => void;
  pending: boolean;
}) {
  const provider = method.provider;
  const Icon = provider === "password" ? Mail : PROVIDER_ICONS[provider];
  const label = methodLabel(provider);
  return (
    <li className="flex items-center gap-3 py-3" data-testid={`method-${provider}`}>
      <span className="flex size-10 items-center justify-center rounded-full border bg-card">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        <span className="block truncate text-muted-foreground text-sm">
          {method.email ?? "E-posta paylaşılmadı"}
          {method.email && !method.emailVerified && " (doğrulanmadı)"}
        </span>
        <span className="block text-muted-foreground text-xs">
          Eklendi: {formatLongDate(method.linkedAt)}
        </span>
      </span>
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove || pending}
          aria-label={`${label} bağlantısını kaldır`}
          title={canRemove ? undefined : "Hesabına girmenin tek yolu bu"}
        >
          Kaldır
        </Button>
      )}
    </li>
  );
}

export function Methods({ account }: { account: Account }) {
  const { data: config } = usePublicConfig();
  const unlink = useUnlinkMethod();
  const { guard } = useReauth();
  const linked = new Set(account.methods.map((m) => m.provider));
  const canRemove = account.methods.length > 1;
  const available = (config?.signInProviders ?? []).filter((p) => !linked.has(p));
  return (
    <Section
      icon={KeyRound}
      title="Giriş yöntemleri"
      description="Hesabına bu yollarla girebilirsin. En az bir giriş yöntemin her zaman kalmalı."
      testId="profile-methods"
    >
      <ul className="divide-y">
        {account.methods.map((m) => (
          <MethodRow
            key={m.provider}
            method={m}
            canRemove={canRemove}
            pending={unlink.isPending}
            onRemove={
              m.provider === "password"
                ? undefined
                : () => guard(() => unlink.mutate(m.provider as SignInProvider))
            }
          />
        ))}
      </ul>
      {!canRemove && account.methods[0]?.provider !== "password" && (
        <p className="mt-2 text-muted-foreground text-sm">
          Bu yöntemi kaldırmak için önce aşağıdan bir şifre belirle ya da başka bir hesap bağla.
        </p>
      )}
      {available.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {available.map((p) => {
            const Icon = PROVIDER_ICONS[p];
            const href = `/api/auth/${p}?baglan=1`;
            return (
              <Button key={p} asChild variant="outline" size="sm">
                <a
                  href={href}
                  data-testid={`link-${p}`}
                  onClick={(e) => {
                    // the link goes to the provider only after a recent sign-in
                    e.preventDefault();
                    guard(() => window.location.assign(href));
                  }}
                >
                  <Icon className="size-4" />
                  {PROVIDER_LABELS[p]} Bağla
                </a>
              </Button>
            );
          })}
        </div>
      )}
    </Section>
  );
}

export function MethodChanges({ account }: { account: Account }) {
  if (account.events.length === 0) return null;
  return (
    <Section
      icon={History}
      title="Giriş yöntemlerindeki değişiklikler"
      description="Tanımadığın bir değişiklik görürsen şifreni değiştir ve diğer oturumları kapat."
      testId="profile-method-changes"
    >
      <ul className="divide-y">
        {account.events.map((e) => (
          <li key={`${e.at}-${e.kind}-${e.method}`} className="py-2.5 text-sm" data-testid="method-change">
            <span className="block">{describeEvent(e)}</span>
            <span className="block text-muted-foreground text-xs">{whenText.format(new Date(e.at))}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
