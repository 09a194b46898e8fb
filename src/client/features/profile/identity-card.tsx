/** Who you are here: the picture, name, address (proven or not), Premium badge; and the name form. */
import { Crown, MailCheck, UserRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Field } from "@/client/components/field";
import { formatLongDate } from "@/client/components/long-date";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { fullNameOf, UserAvatar } from "@/client/components/user-avatar";
import type { Account } from "@/shared/api-types";
import { NAME_MAX } from "@/shared/limits";
import { useResendVerification, useUpdateNames } from "./api";
import { Section } from "./section";

export function Identity({ account }: { account: Account }) {
  const { user } = account;
  const resend = useResendVerification();
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
          {account.emailVerified ? (
            <Badge variant="outline" data-testid="email-verified">
              <MailCheck aria-hidden /> E-posta doğrulandı
            </Badge>
          ) : (
            <Badge
              variant="outline"
              className="border-destructive/50 text-destructive"
              data-testid="email-unverified"
            >
              E-posta doğrulanmadı
            </Badge>
          )}
          <span className="text-muted-foreground text-sm">Üyelik: {formatLongDate(account.createdAt)}</span>
        </div>
        {!account.emailVerified && (
          <p className="mt-2 text-muted-foreground text-sm" data-testid="email-unverified-note">
            Adresini doğrulamadıkça bu adresle Google ya da GitHub üzerinden giriş yapan kişi hesabın sahibi
            sayılır ve diğer giriş yöntemlerin kaldırılır.
            {account.mailEnabled && (
              <Button
                variant="link"
                className="h-auto px-1 py-0 text-sm"
                onClick={() => resend.mutate()}
                disabled={resend.isPending}
                data-testid="resend-verification"
              >
                Doğrulama Bağlantısı Gönder
              </Button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}

export function NameForm({ account }: { account: Account }) {
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
      description="Adın sayfanın üstünde ve menüde böyle görünür."
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
