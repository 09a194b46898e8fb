/**
 * The links the app mails (ADR 028) open /login#dogrula=<token> or /login#sifirla=<token>: the
 * token rides in the fragment, which no server or Referer sees. app.tsx keeps the fragment in
 * session storage as it loads (before the router may send a signed-in person from /login to /)
 * and drops it from the address; the sign-in card and the home page render <MailLinks />, which
 * takes it once: a verification is sent at once, a reset asks for the new password in a dialog.
 */
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { NewPasswordField } from "@/client/components/password-fields";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import { PASSWORD_MIN } from "@/shared/limits";
import { T } from "@/shared/texts";

type MailLink = { kind: "verify" | "reset"; token: string };

function takeMailLink(): MailLink | null {
  let hash: string | null = null;
  try {
    hash = sessionStorage.getItem("sf-mail-link");
  } catch {
    // storage unavailable: app.tsx could not keep it either
  }
  const match = hash ? /^#(dogrula|sifirla)=([A-Za-z0-9_-]{20,200})$/.exec(hash) : null;
  return match ? { kind: match[1] === "dogrula" ? "verify" : "reset", token: match[2]! } : null;
}

export function MailLinks() {
  const [link, setLink] = useState<MailLink | null>(takeMailLink);
  const queryClient = useQueryClient();

  // used once: read in the state's first value, forgotten here
  useEffect(() => {
    try {
      sessionStorage.removeItem("sf-mail-link");
    } catch {
      // storage unavailable
    }
  }, []);

  useEffect(() => {
    if (link?.kind !== "verify") return;
    setLink(null);
    callApi("POST /api/auth/verify-email", { body: { token: link.token } }).then(
      ({ message }) => {
        toast({ title: "E-posta adresin doğrulandı", description: message, variant: "success" });
        void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      },
      (error: unknown) =>
        toast({
          title: "Doğrulanamadı",
          description: errorMessage(error, "Bağlantı geçersiz"),
          variant: "destructive",
        }),
    );
  }, [link, queryClient]);

  return link?.kind === "reset" ? <ResetDialog token={link.token} onClose={() => setLink(null)} /> : null;
}

function ResetDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN) {
      toast({ title: T.error, description: T.login.passwordTooShort, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const { message } = await callApi("POST /api/auth/reset", { body: { token, password } });
      toast({ title: "Şifren değişti", description: message, variant: "success" });
      onClose();
      // every session ended, this browser's too: the sign-in card, fresh
      setTimeout(() => window.location.assign("/login"), 1500);
    } catch (error) {
      toast({
        title: "Şifre değiştirilemedi",
        description: errorMessage(error, "Bağlantı geçersiz"),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="reset-dialog">
        <DialogHeader>
          <DialogTitle>Yeni Şifre Belirle</DialogTitle>
          <DialogDescription>
            Yeni şifreni belirleyince bütün cihazlardaki oturumların kapanır; sonra yeni şifrenle giriş
            yaparsın.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <NewPasswordField value={password} onValue={setPassword} disabled={pending} />
          <Button type="submit" disabled={pending} data-testid="reset-submit">
            {pending && <Spinner />} Şifremi Değiştir
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
