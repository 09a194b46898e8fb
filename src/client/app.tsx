/** Providers sit in main.tsx; this draws the pages of shared/routes.ts (the spec's section 2). */
import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { Link, Redirect, Route, Switch } from "wouter";
import { HYDRATED_MARK } from "@/shared/document";
import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { PAGE_NAMES, PAGES, type PageName, type PageRoute, redirectFor } from "@/shared/routes";
import { ConnectionNotice, PageLoadBoundary } from "./components/connection-notice";
import { Header } from "./components/header";
import { PageLoader } from "./components/page-loader";
import { useAuth } from "./lib/auth";
import { replayHeldPresses } from "./lib/held-press";

const LandingPage = lazy(() => import("./features/landing/landing-page"));
const LoginPage = lazy(() => import("./features/auth/login-page"));
const HomePage = lazy(() => import("./features/home/home-page"));
const PlayPage = lazy(() => import("./features/play/play-page"));
const HistoryPage = lazy(() => import("./features/history/history-page"));
const StatsPage = lazy(() => import("./features/stats/stats-page"));
const ProfilePage = lazy(() => import("./features/profile/profile-page"));
const EmailPage = lazy(() => import("./features/auth/email-page"));
// A mailed link's token (/login#dogrula=… or #sifirla=…, ADR 028) is kept for
// components/mail-links.tsx before the router may send a signed-in person from /login to /.
if (typeof window !== "undefined" && /^#(dogrula|sifirla)=/.test(location.hash)) {
  sessionStorage.setItem("sf-mail-link", location.hash);
  history.replaceState(null, "", location.pathname + location.search);
}
const ResultPage = lazy(() => import("./features/result/result-page"));
const PrivacyPage = lazy(() => import("./features/legal/privacy-page"));
const TermsPage = lazy(() => import("./features/legal/terms-page"));
const ShareTargetPage = lazy(() => import("./features/share-target/share-target-page"));
const NotFoundPage = lazy(() => import("./features/not-found/not-found-page"));
const InvitePage = lazy(() => import("./features/invite/invite-page"));
const RoomPage = lazy(() => import("./features/room/room-page"));
// Ayın Falı's two pages (one chunk: the landing page's entry carries one import for both)
const RecapPages = lazy(() => import("./features/recap/pages"));

/**
 * Marks <html data-hydrated> once the page's route is live: a prerendered page's buttons and forms
 * work from then on (the head script holds form submits and presses until this; e2e tests wait for
 * it), and the presses held meanwhile are made again, in a task of their own once React is done.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_MARK] = "";
    setTimeout(replayHeldPresses, 0);
  }, []);
  return null;
}

type View = ComponentType;
type Views = View | { signedIn: View; signedOut: View };

/** What each page of the table (shared/routes.ts) draws; "/" is the landing page or the home. */
const VIEWS: { [N in PageName]: Views } = {
  home: { signedIn: HomePage, signedOut: LandingPage },
  login: LoginPage,
  loginEmail: EmailPage,
  play: PlayPage,
  history: HistoryPage,
  stats: StatsPage,
  profile: ProfilePage,
  result: ResultPage,
  // ResultPage says 'Geçersiz fal ID' without one
  resultWithoutId: ResultPage,
  invite: InvitePage,
  room: RoomPage,
  recap: RecapPages,
  privacy: PrivacyPage,
  terms: TermsPage,
  shareTarget: ShareTargetPage,
};

/**
 * The pages in the table's order, as the server matches them too: a page not for this person
 * sends them on (a signed-in page to the sign-in card, the sign-in card home), so the server's
 * status and HTML (200, the shell) agree with what is drawn here.
 */
function PageRoutes({ signedIn }: { signedIn: boolean }) {
  return (
    <Switch>
      {PAGE_NAMES.map((name) => {
        const route: PageRoute = PAGES[name];
        const away = redirectFor(route, signedIn);
        const views = VIEWS[name];
        const View = "signedIn" in views ? views[signedIn ? "signedIn" : "signedOut"] : views;
        return (
          <Route key={name} path={route.path}>
            {away ? <Redirect to={away} /> : <View />}
          </Route>
        );
      })}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  const { user, isLoading, unreachable, retry } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header user={isLoading ? null : user} />
      <main className="flex-1">
        {isLoading ? (
          <PageLoader />
        ) : unreachable ? (
          <ConnectionNotice onRetry={retry} />
        ) : (
          <PageLoadBoundary>
            <Suspense fallback={<PageLoader />}>
              <HydrationMark />
              <PageRoutes signedIn={Boolean(user)} />
            </Suspense>
          </PageLoadBoundary>
        )}
      </main>
      <footer className="border-border/60 border-t py-6 text-center text-muted-foreground text-xs">
        <nav className="flex flex-wrap justify-center gap-x-4 gap-y-2 px-4" aria-label="Yasal">
          <Link className="rounded hover:text-foreground hover:underline" href="/privacy-policy">
            Gizlilik Politikası
          </Link>
          <Link className="rounded hover:text-foreground hover:underline" href="/terms-of-service">
            Kullanım Koşulları
          </Link>
          <a className="rounded hover:text-foreground hover:underline" href="/THIRD-PARTY-NOTICES.txt">
            Açık kaynak lisansları
          </a>
        </nav>
        <p className="mt-2">{T.brand} yalnızca eğlence amaçlıdır.</p>
      </footer>
    </div>
  );
}
