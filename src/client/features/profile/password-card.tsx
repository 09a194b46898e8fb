/** Change the password (the current one proves who asks), or set a first one (a recent sign-in). */
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  AccountForPasswordManagers,
  CurrentPasswordField,
  NewPasswordField,
} from "@/client/components/password-fields";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/lib/use-toast";
import type { Account } from "@/shared/api-types";
import { PASSWORD_MIN } from "@/shared/limits";
import { T } from "@/shared/texts";
import { useChangePassword } from "./api";
import { useReauth } from "./reauth";
import { Section } from "./section";

export function PasswordForm({ account }: { account: Account }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const change = useChangePassword();
  const { guard } = useReauth();
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
    const submit = () =>
      change.mutate(
        { currentPassword: has ? current : undefined, newPassword: next },
        {
          onSuccess: () => {
            setCurrent("");
            setNext("");
          },
        },
      );
    // a first password adds a way in: it needs a recent sign-in; a change proves itself
    if (has) submit();
    else guard(submit);
  };
  return (
    <Section
      icon={ShieldCheck}
      title={has ? "Şifreni değiştir" : "Şifre belirle"}
      description={
        has
          ? "Şifren değişince diğer cihazlardaki oturumların kapanır."
          : "Hesabın bir sağlayıcıyla açıldı. Bir şifre belirlersen e-posta adresin ve şifrenle de giriş yapabilirsin."
      }
      testId="profile-password"
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <AccountForPasswordManagers email={account.user.email} />
        {has && (
          <CurrentPasswordField
            label="Mevcut şifre"
            name="currentPassword"
            value={current}
            onValue={setCurrent}
            disabled={change.isPending}
          />
        )}
        <NewPasswordField value={next} onValue={setNext} disabled={change.isPending} />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending && <Spinner />} {has ? "Şifreyi Değiştir" : "Şifreyi Belirle"}
        </Button>
      </form>
    </Section>
  );
}
