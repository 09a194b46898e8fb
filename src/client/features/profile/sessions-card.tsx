/** Where you are signed in: each session, ending one, ending all the others. */
import { Laptop, LogOut, Smartphone } from "lucide-react";
import { formatLongDate } from "@/client/components/long-date";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import type { Account, AccountSession } from "@/shared/api-types";
import { useEndOtherSessions, useEndSession } from "./api";
import { deviceOf, timeAgo } from "./device";
import { Section } from "./section";

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
        {session.current ? "Çıkış Yap" : "Kapat"}
      </Button>
    </li>
  );
}

export function Sessions({ account }: { account: Account }) {
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
      description="Hesabının açık olduğu cihazlar. Tanımadığın bir oturum görürsen kapat ve şifreni değiştir."
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
        <LogOut aria-hidden /> Diğer Tüm Oturumları Kapat
      </Button>
    </Section>
  );
}
