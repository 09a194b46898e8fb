import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { reloadHome, USER_QUERY_KEY, usePublicConfig } from "@/client/lib/auth";
import { ApiError, apiRequest, errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import { PASSWORD_MIN } from "@/shared/limits";
import { T } from "@/shared/texts";

type Mode = "login" | "register";

function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
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
          <p>
            Hesabına erişemiyorsan lütfen destek ekibimize{" "}
            {email ? (
              <a className="font-semibold text-gold underline underline-offset-4" href={`mailto:${email}`}>
                {email}
              </a>
            ) : (
              "email"
            )}{" "}
            adresinden yaz; sana yardımcı olalım.
          </p>
          <p className="text-muted-foreground">
            Şifre sıfırlama özelliği yakında mobil uygulamamızda kullanılabilir olacak.
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
  const queryClient = useQueryClient();
  const ids = { email: useId(), password: useId(), first: useId(), last: useId() };

  const submit = useMutation({
    mutationFn: async (m: Mode) => {
      const body =
        m === "login"
          ? { email, password }
          : {
              email,
              password,
              firstName: firstName.trim() || undefined,
              lastName: lastName.trim() || undefined,
            };
      const res = await apiRequest("POST", m === "login" ? "/api/auth/login" : "/api/auth/register", body);
      return res.json();
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      reloadHome();
    },
    onError: (error, m) => {
      if (m === "login") {
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: T.login.loginFailedTitle,
          description: limited ? errorMessage(error, T.login.loginFailed) : T.login.loginFailed,
          variant: "destructive",
        });
      } else {
        toast({
          title: T.login.registerFailedTitle,
          description: errorMessage(error, T.login.registerFailed),
          variant: "destructive",
        });
      }
    },
  });

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
    submit.mutate(mode);
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
          <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={pending}>
            {!isLogin && (
              <div className="grid grid-cols-2 gap-3">
                <div className="grid gap-2">
                  <Label htmlFor={ids.first}>Ad</Label>
                  <Input
                    id={ids.first}
                    name="firstName"
                    autoComplete="given-name"
                    maxLength={50}
                    value={firstName}
                    onChange={(e) => setFirstName(e.target.value)}
                    disabled={pending}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.last}>Soyad</Label>
                  <Input
                    id={ids.last}
                    name="lastName"
                    autoComplete="family-name"
                    maxLength={50}
                    value={lastName}
                    onChange={(e) => setLastName(e.target.value)}
                    disabled={pending}
                  />
                </div>
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor={ids.email}>Email</Label>
              <Input
                id={ids.email}
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
            </div>
            <div className="grid gap-2">
              <div className="flex items-center justify-between">
                <Label htmlFor={ids.password}>Şifre</Label>
                {isLogin && (
                  <button
                    type="button"
                    className="rounded text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
                    onClick={() => setForgotOpen(true)}
                  >
                    {T.login.forgot}
                  </button>
                )}
              </div>
              <div className="relative">
                <Input
                  id={ids.password}
                  name="password"
                  type={showPassword ? "text" : "password"}
                  autoComplete={isLogin ? "current-password" : "new-password"}
                  required
                  minLength={PASSWORD_MIN}
                  maxLength={200}
                  className="pr-11"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={pending}
                />
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
              </div>
              {!isLogin && <p className="text-muted-foreground text-xs">En az 6 karakter.</p>}
            </div>
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
              {isLogin ? "Kayıt ol" : "Giriş yap"}
            </button>
          </p>
        </CardContent>
      </Card>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </div>
  );
}
