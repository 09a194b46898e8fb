/**
 * /login/email: a provider (X) signed the person in but gave no email. One question before the
 * account is made. The address is not verified, so it never joins an existing account: the
 * server answers 409 and the toast says how to link X from that account instead.
 */
import { AtSign } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { Field } from "@/client/components/field";
import { PageLoader } from "@/client/components/page-loader";
import { PROVIDER_ICONS } from "@/client/components/provider-icons";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/lib/use-toast";
import { EMAIL_MAX } from "@/shared/limits";
import { PROVIDER_LABELS } from "@/shared/sign-in";
import { T } from "@/shared/texts";
import { useCompleteSignup, usePendingSignup } from "./api";

export default function EmailPage() {
  const pending = usePendingSignup();
  const complete = useCompleteSignup();
  const [email, setEmail] = useState("");

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast({ title: T.error, description: "E-posta adresi gerekli", variant: "destructive" });
      return;
    }
    complete.mutate(email);
  };

  if (pending.isPending) {
    return <PageLoader />;
  }

  if (pending.isError || !pending.data) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-2xl">Kaydın süresi doldu</CardTitle>
            <CardDescription>
              Bu kayıt isteği artık geçerli değil. Giriş sayfasından sağlayıcınla yeniden deneyebilirsin.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button asChild>
              <Link href="/login">Giriş sayfasına dön</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const provider = pending.data.provider;
  const Icon = PROVIDER_ICONS[provider];
  const name = pending.data.firstName;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-foreground">
            <Icon className="size-6" />
          </div>
          <CardTitle className="text-3xl" data-testid="email-page-title">
            {name ? `Hoş geldin, ${name}` : "Bir adım kaldı"}
          </CardTitle>
          <CardDescription>
            {PROVIDER_LABELS[provider]} hesabın bize bir e-posta adresi vermedi. Hesabını oluşturmak için
            e-posta adresini yaz; hesabınla ilgili konularda sana buradan ulaşırız.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={complete.isPending}>
            <Field
              label="E-posta"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX}
              placeholder="ornek@mail.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={complete.isPending}
              hint={`Bu adresle kayıtlı bir hesabın varsa ona e-posta adresin ve şifrenle giriş yap; ${PROVIDER_LABELS[provider]} hesabını Profil sayfasından bağlayabilirsin.`}
            />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={complete.isPending}>
              {complete.isPending ? (
                <>
                  <Spinner />
                  {T.processing}
                </>
              ) : (
                <>
                  <AtSign aria-hidden /> Hesabımı oluştur
                </>
              )}
            </Button>
          </form>
          <p className="mt-6 text-center text-muted-foreground text-sm">
            <Link className="rounded underline underline-offset-4 hover:text-foreground" href="/login">
              Vazgeç
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
