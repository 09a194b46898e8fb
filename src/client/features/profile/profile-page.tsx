/**
 * /profile: who you are here, how you sign in (and what changed in it), where you are signed in,
 * Premium, the daily reminder (where push works), and the KVKK rights (a copy of your data, erasure). Each card talks to one endpoint of
 * /api/account and lives in its own file; changing sign-in methods, export and erasure go through
 * a recent sign-in (reauth.tsx).
 */
import { RotateCw } from "lucide-react";
import { type ComponentType, useEffect, useState } from "react";
import { PageLoader } from "@/client/components/page-loader";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/lib/use-toast";
import { isSignInProvider, oauthErrorMessage, PROVIDER_LABELS } from "@/shared/sign-in";
import { T } from "@/shared/texts";
import { useAccount } from "./api";
import { DataRights } from "./data-card";
import { Identity, NameForm } from "./identity-card";
import { MethodChanges, Methods } from "./methods-card";
import { PasswordForm } from "./password-card";
import { PremiumCard } from "./premium-card";
import { ReauthProvider } from "./reauth";
import { Sessions } from "./sessions-card";

/**
 * /profile?baglandi=google, ?dogrulandi=1 or ?hata=<code> after a provider round trip: said once,
 * then dropped from the address.
 */
function useLinkResult() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const linked = url.searchParams.get("baglandi");
    const reauthenticated = url.searchParams.get("dogrulandi");
    const code = url.searchParams.get("hata");
    const error = oauthErrorMessage(code);
    if (!linked && !error && !reauthenticated) return;
    for (const key of ["baglandi", "hata", "dogrulandi"]) url.searchParams.delete(key);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
    if (error) {
      const title = code?.startsWith("yeniden") ? "Kimliğin doğrulanamadı" : "Bağlanamadı";
      toast({ title, description: error, variant: "destructive" });
    } else if (reauthenticated) {
      toast({
        title: "Kimliğin doğrulandı",
        description: "10 dakika boyunca giriş yöntemlerini değiştirebilir, verilerini indirebilirsin.",
        variant: "success",
      });
    } else if (linked && isSignInProvider(linked)) {
      toast({
        title: T.success,
        description: `${PROVIDER_LABELS[linked]} hesabın bağlandı`,
        variant: "success",
      });
    }
  }, []);
}

/**
 * The reminder card (ADR 041) in a chunk of its own, loaded after the page: its code is shared with
 * the offer under a draw, and a chunk shared by two pages would be listed in the landing page's
 * first chunk (its budget is spent). Offline it is simply left out.
 */
function LazyReminderCard() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import("./reminder-card").then(
      (m) => live && setCard(() => m.ReminderCard),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Card ? <Card /> : null;
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
          <RotateCw aria-hidden /> Tekrar Dene
        </Button>
      </div>
    );
  }
  const data = account.data;
  return (
    <ReauthProvider account={data}>
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-5 px-4 pt-8 pb-16">
        <Identity account={data} />
        {/* keyed by the names so a rename elsewhere resets the form */}
        <NameForm key={`${data.user.firstName}|${data.user.lastName}`} account={data} />
        <Methods account={data} />
        <MethodChanges account={data} />
        <PasswordForm account={data} />
        <Sessions account={data} />
        <PremiumCard account={data} />
        <LazyReminderCard />
        <DataRights account={data} />
      </div>
    </ReauthProvider>
  );
}
