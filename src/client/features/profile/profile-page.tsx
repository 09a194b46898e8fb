/**
 * /profile: who you are here, how you sign in, where you are signed in, Premium, and the KVKK
 * rights (a copy of your data, erasure). Each card talks to one endpoint of /api/account.
 */
import {
  Crown,
  Download,
  KeyRound,
  Laptop,
  LogOut,
  Mail,
  RotateCw,
  ShieldCheck,
  Smartphone,
  Trash2,
  UserRound,
} from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Field } from "@/client/components/field";
import { formatLongDate } from "@/client/components/long-date";
import { PageLoader } from "@/client/components/page-loader";
import { premiumStatusLines, usePremiumStatus } from "@/client/components/premium-status";
import { PROVIDER_ICONS } from "@/client/components/provider-icons";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { fullNameOf, UserAvatar } from "@/client/components/user-avatar";
import { usePublicConfig } from "@/client/lib/auth";
import { toast } from "@/client/lib/use-toast";
import type { Account, AccountSession, SignInMethod } from "@/shared/api-types";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/shared/limits";
import {
  DELETE_CONFIRM_WORD,
  isSignInProvider,
  oauthErrorMessage,
  PROVIDER_LABELS,
  type SignInProvider,
} from "@/shared/sign-in";
import { T } from "@/shared/texts";
import {
  useAccount,
  useChangePassword,
  useDeleteAccount,
  useEndOtherSessions,
  useEndSession,
  useRestorePurchases,
  useUnlinkMethod,
  useUpdateNames,
} from "./api";
import { deviceOf, timeAgo } from "./device";

function Section({
  icon: Icon,
  title,
  description,
  children,
  testId,
}: {
  icon: typeof UserRound;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2.5 text-xl">
          <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-gold">
            <Icon className="size-4.5" aria-hidden />
          </span>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /profile?baglandi=google or ?hata=<code> after linking: said once, then dropped from the address. */
function useLinkResult() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const linked = url.searchParams.get("baglandi");
    const error = oauthErrorMessage(url.searchParams.get("hata"));
    if (!linked && !error) return;
    url.searchParams.delete("baglandi");
    url.searchParams.delete("hata");
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
    if (error) toast({ title: "Bağlanamadı", description: error, variant: "destructive" });
    else if (linked && isSignInProvider(linked)) {
      toast({
        title: T.success,
        description: `${PROVIDER_LABELS[linked]} hesabın bağlandı`,
        variant: "success",
      });
    }
  }, []);
}

function Identity({ account }: { account: Account }) {
  const { user } = account;
  return (
    <section
      className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left"
      data-testid="profile-identity"
    >
      <UserAvatar user={user} className="size-20 ring-4" fallbackClassName="text-3xl font-display" />
      {/* full width on a phone, so a long email is cut with an ellipsis instead of widening the page */}
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <h1 className="break-words font-display font-bold text-4xl leading-tight" data-testid="profile-name">
          {fullNameOf(user)}
        </h1>
        <p className="truncate text-muted-foreground" data-testid="profile-email">
          {user.email}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          {user.isPremium ? (
            <Badge variant="premium">
              <Crown aria-hidden /> Premium
            </Badge>
          ) : (
            <Badge variant="outline">Ücretsiz hesap</Badge>
          )}
          <span className="text-muted-foreground text-sm">Üyelik: {formatLongDate(account.createdAt)}</span>
        </div>
      </div>
    </section>
  );
}

function NameForm({ account }: { account: Account }) {
  const [firstName, setFirstName] = useState(account.user.firstName ?? "");
  const [lastName, setLastName] = useState(account.user.lastName ?? "");
  const update = useUpdateNames();
  const unchanged =
    firstName.trim() === (account.user.firstName ?? "") && lastName.trim() === (account.user.lastName ?? "");
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ firstName, lastName });
  };
  return (
    <Section
      icon={UserRound}
      title="Adın"
      description="Başlıkta ve menüde böyle görünürsün."
      testId="profile-names"
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Ad"
            name="firstName"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            disabled={update.isPending}
          />
          <Field
            label="Soyad"
            name="lastName"
            autoComplete="family-name"
            maxLength={NAME_MAX}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            disabled={update.isPending}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={update.isPending || unchanged}>
          {update.isPending && <Spinner />} Kaydet
        </Button>
      </form>
    </Section>
  );
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
  const label = provider === "password" ? "Email ve şifre" : PROVIDER_LABELS[provider];
  return (
    <li className="flex items-center gap-3 py-3" data-testid={`method-${provider}`}>
      <span className="flex size-10 items-center justify-center rounded-full border bg-card">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        <span className="block truncate text-muted-foreground text-sm">
          {method.email ?? "Email paylaşılmadı"}
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

function Methods({ account }: { account: Account }) {
  const { data: config } = usePublicConfig();
  const unlink = useUnlinkMethod();
  const linked = new Set(account.methods.map((m) => m.provider));
  const canRemove = account.methods.length > 1;
  const available = (config?.signInProviders ?? []).filter((p) => !linked.has(p));
  return (
    <Section
      icon={KeyRound}
      title="Giriş yöntemleri"
      description="Hesabına bu yollarla girebilirsin. En az biri her zaman kalır."
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
              m.provider === "password" ? undefined : () => unlink.mutate(m.provider as SignInProvider)
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
            return (
              <Button key={p} asChild variant="outline" size="sm">
                <a href={`/api/auth/${p}?baglan=1`} data-testid={`link-${p}`}>
                  <Icon className="size-4" />
                  {PROVIDER_LABELS[p]} bağla
                </a>
              </Button>
            );
          })}
        </div>
      )}
    </Section>
  );
}

function PasswordForm({ account }: { account: Account }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const change = useChangePassword();
  const has = account.hasPassword;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if ((has && !current) || !next) {
      toast({ title: T.error, description: "Şifre alanlarını doldur", variant: "destructive" });
      return;
    }
    if (next.length < PASSWORD_MIN) {
      toast({ title: T.error, description: T.login.passwordTooShort, variant: "destructive" });
      return;
    }
    change.mutate(
      { currentPassword: has ? current : undefined, newPassword: next },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
        },
      },
    );
  };
  return (
    <Section
      icon={ShieldCheck}
      title={has ? "Şifreni değiştir" : "Şifre belirle"}
      description={
        has
          ? "Şifren değişince diğer cihazlardaki oturumların kapanır."
          : "Hesabın bir sağlayıcıyla açıldı. Bir şifre belirlersen email ve şifrenle de girebilirsin."
      }
      testId="profile-password"
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {/* for password managers: which account this form is for */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={account.user.email}
          readOnly
          hidden
        />
        {has && (
          <Field
            label="Mevcut şifre"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            disabled={change.isPending}
          />
        )}
        <Field
          label="Yeni şifre"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          disabled={change.isPending}
          hint={`En az ${PASSWORD_MIN} karakter.`}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending && <Spinner />} {has ? "Şifreyi değiştir" : "Şifreyi belirle"}
        </Button>
      </form>
    </Section>
  );
}

function SessionRow({
  session,
  onEnd,
  pending,
}: {
  session: AccountSession;
  onEnd: () => void;
  pending: boolean;
}) {
  const device = deviceOf(session.userAgent);
  const mobile = /iPhone|Android|iPad/.test(device);
  const Icon = mobile ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="session-row" data-current={session.current}>
      <span className="flex size-10 items-center justify-center rounded-full border bg-card">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current && <Badge variant="premium">bu cihaz</Badge>}
        </span>
        <span className="block text-muted-foreground text-sm">
          Son kullanım: {timeAgo(session.lastUsedAt)} · Giriş: {formatLongDate(session.createdAt)}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={onEnd}
        disabled={pending}
        aria-label={session.current ? "Bu cihazda çıkış yap" : `${device} oturumunu kapat`}
      >
        {session.current ? "Çıkış yap" : "Kapat"}
      </Button>
    </li>
  );
}

function Sessions({ account }: { account: Account }) {
  const end = useEndSession();
  const others = useEndOtherSessions();
  const hasOthers = account.sessions.some((s) => !s.current);
  const onEnd = (s: AccountSession) =>
    end.mutate(s.id, {
      // The current session ended: this browser is signed out.
      onSuccess: () => {
        if (s.current) window.location.href = "/";
      },
    });
  return (
    <Section
      icon={Laptop}
      title="Oturumlar"
      description="Hesabının açık olduğu cihazlar. Tanımadığın bir oturumu kapat ve şifreni değiştir."
      testId="profile-sessions"
    >
      <ul className="divide-y">
        {account.sessions.map((s) => (
          <SessionRow key={s.id} session={s} onEnd={() => onEnd(s)} pending={end.isPending} />
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-4"
        onClick={() => others.mutate()}
        disabled={!hasOthers || others.isPending}
        data-testid="revoke-others"
      >
        <LogOut aria-hidden /> Diğer tüm oturumları kapat
      </Button>
    </Section>
  );
}

function PremiumCard({ account }: { account: Account }) {
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
          ? "Aşk, Kariyer ve Günlük temaları ve sınırsız fal çekme senin için açık."
          : "Genel tema ile fal çekebilirsin. Premium ile Aşk, Kariyer ve Günlük temaları da açılır."}
      </p>
      <p className="mt-3 rounded-lg border border-gold/30 bg-gold/10 px-3 py-2 text-sm">
        Satın alımlar mobil uygulamada, uygulama mağazası üzerinden yapılır
        {status.data?.restoreAvailable === false ? "; mobil uygulama çok yakında mağazalarda." : "."} Orada
        satın aldıysan Premium'unu buradan bu hesaba getirebilirsin.
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

function DeleteAccountDialog({
  account,
  open,
  onOpenChange,
}: {
  account: Account;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [value, setValue] = useState("");
  const remove = useDeleteAccount();
  const has = account.hasPassword;
  const ready = has ? value.length > 0 : value.trim().toLocaleUpperCase("tr-TR") === DELETE_CONFIRM_WORD;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    remove.mutate(has ? { password: value } : { confirm: value });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setValue("");
        onOpenChange(o);
      }}
    >
      <DialogContent data-testid="delete-account-dialog">
        <DialogHeader>
          <DialogTitle>Hesabını sil</DialogTitle>
          <DialogDescription>Bu işlem geri alınamaz.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <ul className="ml-5 list-disc space-y-1 text-sm leading-relaxed">
            <li>Hesabın, adın ve bağlı giriş yöntemlerin</li>
            <li>Bütün falların, favorilerin ve paylaşım bağlantıların (bağlantılar artık açılmaz)</li>
            <li>Paylaşım görselleri ve bütün oturumların</li>
          </ul>
          <p className="text-muted-foreground text-sm">
            Önce bir kopyasını istersen “Verilerimi indir” ile indirebilirsin.
          </p>
          {has ? (
            <Field
              label="Şifren"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              disabled={remove.isPending}
            />
          ) : (
            <Field
              label={`Onaylamak için ${DELETE_CONFIRM_WORD} yaz`}
              name="confirm"
              autoComplete="off"
              maxLength={20}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              disabled={remove.isPending}
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              Vazgeç
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!ready || remove.isPending}
              data-testid="confirm-delete-account"
            >
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />} Hesabımı kalıcı olarak sil
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DataRights({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <Section
      icon={Download}
      title="Verilerin"
      description="KVKK (6698 sayılı Kanun) madde 11 uyarınca hakkında sakladıklarımızı öğrenebilir ve silinmesini isteyebilirsin."
      testId="profile-data"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <a href="/api/account/export" download data-testid="export-data">
            <Download aria-hidden /> Verilerimi indir
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account">
          <Trash2 aria-hidden /> Hesabımı sil
        </Button>
      </div>
      <p className="mt-3 text-muted-foreground text-sm">
        İndirilen dosya hesabını, giriş yöntemlerini (gizli bilgiler olmadan), oturumlarını ve bütün fallarını
        içerir.
      </p>
      <DeleteAccountDialog account={account} open={open} onOpenChange={setOpen} />
    </Section>
  );
}

export default function ProfilePage() {
  const account = useAccount();
  useLinkResult();

  useEffect(() => {
    const previous = document.title;
    document.title = `Profil · ${T.brand}`;
    return () => {
      document.title = previous;
    };
  }, []);

  if (account.isPending) {
    return <PageLoader />;
  }
  if (account.isError || !account.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="font-medium">Profil yüklenemedi</p>
        <Button variant="outline" onClick={() => account.refetch()} disabled={account.isFetching}>
          <RotateCw aria-hidden /> Tekrar dene
        </Button>
      </div>
    );
  }
  const data = account.data;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-5 px-4 pt-8 pb-16">
      <Identity account={data} />
      {/* keyed by the names so a rename elsewhere resets the form */}
      <NameForm key={`${data.user.firstName}|${data.user.lastName}`} account={data} />
      <Methods account={data} />
      <PasswordForm account={data} />
      <Sessions account={data} />
      <PremiumCard account={data} />
      <DataRights account={data} />
    </div>
  );
}
