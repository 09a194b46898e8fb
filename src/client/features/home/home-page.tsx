import { Crown, Info, Music2, SquarePlay } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { MailLinks } from "@/client/components/mail-links";
import { PremiumDialog } from "@/client/components/premium-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { useAuth, usePublicConfig } from "@/client/lib/auth";
import { game } from "@/client/lib/game";
import { loadListSource, takePendingList } from "@/client/lib/list-source";
import { errorMessage } from "@/client/lib/query-client";
import { readSharedPlaylist } from "@/client/lib/share-target";
import { toast } from "@/client/lib/use-toast";
import { T } from "@/shared/texts";
import { CsvCard } from "./csv-card";
// 'Günün Şarkısı' beside the Premium button: part of the home screen's chunk, which only signed-in
// people load (ADR 040)
import DailyCard from "./daily-card";
import { OwnListChoices } from "./own-list-choices";
import { ReadyLists } from "./ready-lists";
import { RoomEntry } from "./room-entry";
import { SourceCard } from "./source-card";

/**
 * /?sifre=kaldirildi or /?yontemler=kaldirildi after a provider sign-in that verified the address
 * claimed an account nobody had proven (the server removed its unproven password and other sign-in
 * methods, ADR 028): said once, then dropped from the address.
 */
function usePasswordClearedNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const password = url.searchParams.get("sifre") === "kaldirildi";
    const methods = url.searchParams.get("yontemler") === "kaldirildi";
    if (!password && !methods) return;
    url.searchParams.delete("sifre");
    url.searchParams.delete("yontemler");
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
    toast({
      title: "Hesabına bağlandın",
      description: password
        ? "Bu e-posta adresiyle açılmış hesabının şifresi güvenliğin için kaldırıldı, diğer oturumların da kapatıldı. İstersen Profil sayfasından yeni bir şifre belirleyebilirsin."
        : "Bu e-posta adresiyle açılmış hesabın, adresi doğrulamamış giriş yöntemleri güvenliğin için kaldırıldı, diğer oturumların da kapatıldı. Ayrıntılar Profil sayfasında.",
    });
  }, []);
}

/**
 * 'Bu listeden sen de çek' from a shared page while signed out: after sign-in the page reloads at
 * '/', and the list the visitor asked for is loaded and opened on /play.
 */
function usePendingList() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const pending = takePendingList();
    if (!pending) return;
    // Not cancelled when the page goes: the list was taken from storage (a second mount finds none).
    loadListSource(pending)
      .then((loaded) => {
        game.loadPlaylist(loaded.source, loaded.tracks);
        navigate("/play");
      })
      .catch((error: unknown) =>
        toast({
          title: T.home.loadErrorTitle,
          description: errorMessage(error, "Paylaşılan liste yüklenemedi. Biraz sonra tekrar dene."),
          variant: "destructive",
        }),
      );
  }, [navigate]);
}

export default function HomePage() {
  const { user } = useAuth();
  usePasswordClearedNotice();
  usePendingList();
  const { data: config } = usePublicConfig();
  const youtubeReady = config?.youtubeConfigured ?? true;
  const [shared] = useState(readSharedPlaylist);
  const premium = (
    <PremiumDialog
      trigger={
        user?.isPremium ? (
          <button type="button" className="rounded-full" aria-label="Premium üyeliğin">
            <Badge variant="premium" className="px-3 py-1 text-sm">
              <Crown aria-hidden /> {T.play.premiumLabel}
            </Badge>
          </button>
        ) : (
          <Button variant="outline" size="sm" className="rounded-full border-gold/50">
            <Crown className="text-gold" aria-hidden /> {T.play.premiumLabel}
          </Button>
        )
      }
    />
  );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-5 pb-14 sm:pt-14">
      <DailyCard premium={premium} />
      <section className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance font-display font-bold text-4xl leading-[1.1] sm:text-5xl">
          {T.home.hero}
        </h1>
        <p className="mt-3 text-balance text-base text-muted-foreground sm:mt-4 sm:text-lg">
          Aklından bir sayı tut; playlistinden o sayının şarkısı çıksın, sözleri ve melodisi falını anlatsın.
        </p>
      </section>

      <ReadyLists />

      <h2 className="mt-6 mb-3 font-display font-semibold text-2xl sm:mt-10">Kendi listenle çek</h2>
      <OwnListChoices />
      <section className="grid gap-4 md:grid-cols-2" aria-label="Playlist kaynakları" data-testid="own-list">
        <SourceCard
          kind="spotify"
          testId="spotify-card"
          icon={Music2}
          iconClassName="bg-[#1db954]/15 text-[#1a9c48] dark:text-[#1ed760]"
          title="Spotify Playlist"
          description="Herkese açık bir playlistin bağlantısı ya da kimliği"
          label="Spotify playlist URL'si veya kimliği"
          placeholder="https://open.spotify.com/playlist/…"
          buttonText={T.home.spotifyButton}
          blankMessage={T.home.spotifyBlank}
          emptyMessage={T.home.spotifyEmpty}
          fallbackMessage={T.home.spotifyFallback}
          loadedMessage={T.home.songsLoaded}
          shared={shared?.kind === "spotify" ? shared.url : undefined}
        />
        <SourceCard
          kind="youtube"
          testId="youtube-card"
          icon={SquarePlay}
          iconClassName="bg-[#ff0033]/12 text-[#d9002b] dark:text-[#ff4d6d]"
          title="YouTube Playlist"
          description="Herkese açık bir YouTube playlistinin bağlantısı ya da kimliği"
          label="YouTube playlist URL'si veya kimliği"
          placeholder="https://www.youtube.com/playlist?list=…"
          buttonText={T.home.youtubeButton}
          blankMessage={T.home.youtubeBlank}
          emptyMessage={T.home.youtubeEmpty}
          fallbackMessage={T.home.youtubeFallback}
          loadedMessage={T.home.videosLoaded}
          shared={shared?.kind === "youtube" ? shared.url : undefined}
          notice={
            youtubeReady ? undefined : (
              <p
                className="mb-3 rounded-lg border border-dashed p-3 text-muted-foreground text-sm"
                role="note"
              >
                YouTube kaynağı bu sunucuda yapılandırılmamış. Spotify playlisti ya da CSV dosyasıyla devam
                edebilirsin.
              </p>
            )
          }
        />
        <div className="md:col-span-2">
          <CsvCard />
        </div>
      </section>

      <RoomEntry />

      <p className="mx-auto mt-8 flex max-w-xl items-start gap-2.5 rounded-xl border border-dashed px-4 py-3 text-muted-foreground text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {T.brand} tamamen eğlence amaçlıdır. Müzik hesabına bağlanmaz; yalnızca herkese açık playlistleri ve
          önizlemeleri kullanır.
        </span>
      </p>
      {/* a mailed link opened while signed in (/login sends on to here) */}
      <MailLinks />
    </div>
  );
}
