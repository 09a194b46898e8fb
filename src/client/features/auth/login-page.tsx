import { Eye, EyeOff, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field } from "@/client/components/field";
import { MailLinks } from "@/client/components/mail-links";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { usePublicConfig } from "@/client/lib/auth";
import { takeHeldSubmit } from "@/client/lib/held-submit";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/shared/limits";
import { oauthErrorMessage } from "@/shared/sign-in";
import { T } from "@/shared/texts";
import { useSignIn } from "./api";
import { ProviderButtons } from "./provider-buttons";

/**
 * A provider sign-in that failed comes back as /login?hata=<code>: say what happened once, then
 * drop the code from the address so a reload does not say it again.
 */
function useProviderError() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const message = oauthErrorMessage(url.searchParams.get("hata"));
    if (!message) return;
    url.searchParams.delete("hata");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    toast({ title: T.login.loginFailedTitle, description: message, variant: "destructive" });
  }, []);
}

type Mode = "login" | "register";

/**
 * 'Şifremi unuttum?': with mail configured (ADR 028) it asks for the address and mails a one-time
 * reset link, answering the same whether or not the address has an account; without mail, the
 * spec's dialog.
 */
function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { data: config } = usePublicConfig();
  if (config?.mailEnabled) return <ResetRequestDialog open={open} onOpenChange={onOpenChange} />;
  return <NoMailDialog open={open} onOpenChange={onOpenChange} />;
}

function ResetRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast({ title: T.error, description: "E-posta gerekli", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      setSent((await callApi("POST /api/auth/forgot", { body: { email } })).message);
    } catch (error) {
      toast({
        title: T.error,
        description: errorMessage(error, "İstek gönderilemedi"),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setSent(null);
        onOpenChange(o);
      }}
    >
      <DialogContent data-testid="forgot-dialog">
        <DialogHeader>
          <DialogTitle>Şifre Sıfırlama</DialogTitle>
          <DialogDescription>
            Hesabının e-posta adresini yaz; şifreni sıfırlaman için 30 dakika geçerli bir bağlantı gönderelim.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <p className="text-sm leading-relaxed" data-testid="forgot-sent">
            {sent}
          </p>
        ) : (
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <Field
              label="E-posta"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={pending}
            />
            <Button type="submit" disabled={pending} data-testid="forgot-submit">
              {pending && <Spinner />} Bağlantı Gönder
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function NoMailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { data: config } = usePublicConfig();
  const email = config?.supportEmail;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Şifre Sıfırlama</DialogTitle>
          <DialogDescription>Şifre sıfırlama şu anda aktif değil.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed">
          {email ? (
            <p>
              Hesabına erişemiyorsan lütfen destek ekibimize{" "}
              <a className="font-semibold text-gold underline underline-offset-4" href={`mailto:${email}`}>
                {email}
              </a>{" "}
              adresinden ulaş; sana yardımcı olalım.
            </p>
          ) : (
            <p>Hesabına erişemiyorsan lütfen destek ekibimize e-posta ile yaz; sana yardımcı olalım.</p>
          )}
          <p className="text-muted-foreground">
            Şifre sıfırlama yakında mobil uygulamamızda kullanıma sunulacak.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const submit = useSignIn();
  useProviderError();
  // The page is prerendered: someone on a slow connection can type before the script runs. The
  // text stays in the fields, but React starts from empty values beside it (and would wipe it on
  // the next render), so what was typed is taken over once, right after hydration; a press of the
  // button meanwhile (held by the head script) is sent once those values are in.
  const formRef = useRef<HTMLFormElement>(null);
  const [sendHeld, setSendHeld] = useState(false);
  useEffect(() => {
    const fields = formRef.current?.elements;
    const typed = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    if (typed("email")) setEmail(typed("email"));
    if (typed("password")) setPassword(typed("password"));
    if (takeHeldSubmit(formRef.current)) setSendHeld(true);
  }, []);
  useEffect(() => {
    if (!sendHeld) return;
    setSendHeld(false);
    formRef.current?.requestSubmit();
  }, [sendHeld]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: T.error, description: T.login.requiredFields, variant: "destructive" });
      return;
    }
    if (password.length < PASSWORD_MIN) {
      toast({ title: T.error, description: T.login.passwordTooShort, variant: "destructive" });
      return;
    }
    submit.mutate(
      mode === "login"
        ? { mode, body: { email, password } }
        : {
            mode,
            body: {
              email,
              password,
              firstName: firstName.trim() || undefined,
              lastName: lastName.trim() || undefined,
            },
          },
    );
  };

  const isLogin = mode === "login";
  const pending = submit.isPending;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-gold">
            <Sparkles className="size-6" aria-hidden />
          </div>
          <CardTitle className="text-3xl" data-testid="login-title">
            {isLogin ? T.login.signInTitle : T.login.registerTitle}
          </CardTitle>
          <CardDescription>{isLogin ? T.login.signInSubtitle : T.login.registerSubtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProviderButtons disabled={submit.isPending} />
          {/* method="post": a submit before the script runs (prerendered page) never puts the password in the address */}
          <form
            ref={formRef}
            method="post"
            className="grid gap-4"
            onSubmit={onSubmit}
            noValidate
            aria-busy={pending}
          >
            {!isLogin && (
              <div className="grid grid-cols-2 gap-3">
                <Field
                  label="Ad"
                  name="firstName"
                  autoComplete="given-name"
                  maxLength={NAME_MAX}
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                  disabled={pending}
                />
                <Field
                  label="Soyad"
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={NAME_MAX}
                  value={lastName}
                  onChange={(e) => setLastName(e.target.value)}
                  disabled={pending}
                />
              </div>
            )}
            <Field
              label="E-posta"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              placeholder="ornek@mail.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={pending}
            />
            <Field
              label="Şifre"
              labelAside={
                isLogin && (
                  <button
                    type="button"
                    className="rounded text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
                    onClick={() => setForgotOpen(true)}
                  >
                    {T.login.forgot}
                  </button>
                )
              }
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete={isLogin ? "current-password" : "new-password"}
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={pending}
              trailing={
                <button
                  type="button"
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
                  aria-label={showPassword ? "Şifreyi gizle" : "Şifreyi göster"}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  {showPassword ? (
                    <EyeOff className="size-4" aria-hidden />
                  ) : (
                    <Eye className="size-4" aria-hidden />
                  )}
                </button>
              }
              hint={isLogin ? undefined : `En az ${PASSWORD_MIN} karakter.`}
            />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
              {pending ? (
                <>
                  <Spinner />
                  {T.processing}
                </>
              ) : isLogin ? (
                T.login.signInTitle
              ) : (
                T.login.registerTitle
              )}
            </Button>
          </form>
          <p className="mt-6 text-center text-muted-foreground text-sm">
            {isLogin ? "Hesabın yok mu?" : "Zaten hesabın var mı?"}{" "}
            <button
              type="button"
              className="rounded font-semibold text-foreground underline underline-offset-4 hover:text-gold"
              onClick={() => setMode(isLogin ? "register" : "login")}
              disabled={pending}
            >
              {isLogin ? "Kaydol" : "Giriş yap"}
            </button>
          </p>
        </CardContent>
      </Card>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
      <MailLinks />
    </div>
  );
}
