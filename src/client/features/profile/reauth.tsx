/**
 * A recent sign-in before changing sign-in methods, exporting data or deleting the account (ADR
 * 028). `useReauth().guard(action)` runs the action at once while this browser's last sign-in is
 * under 10 minutes old; otherwise it asks for the password (or a round trip through one of the
 * account's providers, which comes back to /profile?dogrulandi=1) and then runs it.
 */
import { ShieldCheck } from "lucide-react";
import { createContext, type FormEvent, type ReactNode, useContext, useRef, useState } from "react";
import { AccountForPasswordManagers, CurrentPasswordField } from "@/client/components/password-fields";
import { PROVIDER_ICONS } from "@/client/components/provider-icons";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import type { Account } from "@/shared/api-types";
import { isSignInProvider, PROVIDER_LABELS } from "@/shared/sign-in";
import { useReauthenticate } from "./api";

interface Reauth {
  /** Runs `action` now if the sign-in is recent, else after the person proves who they are. */
  guard(action: () => void): void;
}

const ReauthContext = createContext<Reauth>({ guard: (action) => action() });

export const useReauth = () => useContext(ReauthContext);

export function isRecent(account: Account, now = Date.now()): boolean {
  return account.recentSignInUntil !== null && Date.parse(account.recentSignInUntil) > now;
}

export function ReauthProvider({ account, children }: { account: Account; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const guard = (action: () => void) => {
    if (isRecent(account)) return action();
    pending.current = action;
    setOpen(true);
  };
  return (
    <ReauthContext.Provider value={{ guard }}>
      {children}
      <ReauthDialog
        account={account}
        open={open}
        onOpenChange={(o) => {
          if (!o) pending.current = null;
          setOpen(o);
        }}
        onDone={() => {
          setOpen(false);
          const action = pending.current;
          pending.current = null;
          action?.();
        }}
      />
    </ReauthContext.Provider>
  );
}

function ReauthDialog({
  account,
  open,
  onOpenChange,
  onDone,
}: {
  account: Account;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [password, setPassword] = useState("");
  const reauth = useReauthenticate();
  const providers = account.methods.map((m) => m.provider).filter(isSignInProvider);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    reauth.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword("");
          onDone();
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="reauth-dialog">
        <DialogHeader>
          <DialogTitle>Kimliğini Doğrula</DialogTitle>
          <DialogDescription>
            Giriş yöntemlerini değiştirmek, verilerini indirmek ya da hesabını silmek için son 10 dakika
            içinde giriş yapmış olmalısın.
          </DialogDescription>
        </DialogHeader>
        {account.hasPassword && (
          <form className="grid gap-3" onSubmit={onSubmit} noValidate>
            <AccountForPasswordManagers email={account.user.email} />
            <CurrentPasswordField value={password} onValue={setPassword} disabled={reauth.isPending} />
            <Button type="submit" disabled={!password || reauth.isPending} data-testid="reauth-submit">
              {reauth.isPending ? <Spinner /> : <ShieldCheck aria-hidden />} Doğrula
            </Button>
          </form>
        )}
        {providers.length > 0 && (
          <div className="grid gap-2">
            {account.hasPassword && <p className="text-center text-muted-foreground text-sm">ya da</p>}
            {providers.map((p) => {
              const Icon = PROVIDER_ICONS[p];
              return (
                <Button key={p} asChild variant="outline">
                  <a href={`/api/auth/${p}?yeniden=1`} data-testid={`reauth-${p}`}>
                    <Icon className="size-4" />
                    {PROVIDER_LABELS[p]} ile Doğrula
                  </a>
                </Button>
              );
            })}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
