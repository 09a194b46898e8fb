/** Providers sit in main.tsx; this is the route table of the spec's section 2. */
import { lazy, Suspense, useEffect } from "react";
import { Link, Redirect, Route, Switch } from "wouter";
import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { ConnectionNotice, PageLoadBoundary } from "./components/connection-notice";
import { Header } from "./components/header";
import { PageLoader } from "./components/page-loader";
import { useAuth } from "./lib/auth";

const LandingPage = lazy(() => import("./features/landing/landing-page"));
const LoginPage = lazy(() => import("./features/auth/login-page"));
const HomePage = lazy(() => import("./features/home/home-page"));
const PlayPage = lazy(() => import("./features/play/play-page"));
const HistoryPage = lazy(() => import("./features/history/history-page"));
const StatsPage = lazy(() => import("./features/stats/stats-page"));
const ProfilePage = lazy(() => import("./features/profile/profile-page"));
const EmailPage = lazy(() => import("./features/auth/email-page"));
const ResultPage = lazy(() => import("./features/result/result-page"));
const PrivacyPage = lazy(() => import("./features/legal/privacy-page"));
const TermsPage = lazy(() => import("./features/legal/terms-page"));
const ShareTargetPage = lazy(() => import("./features/share-target/share-target-page"));
const NotFoundPage = lazy(() => import("./features/not-found/not-found-page"));
const InvitePage = lazy(() => import("./features/invite/invite-page"));

/**
 * Marks <html data-hydrated> once the page's route is live: a prerendered page's buttons and forms
 * work from then on (the head script holds form submits until this; e2e tests wait for it).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/login/email" component={EmailPage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route path="/terms-of-service" component={TermsPage} />
      <Route path="/share-target" component={ShareTargetPage} />
      {/* The id is optional so a bare /result says 'Geçersiz fal ID' rather than 404. */}
      <Route path="/result/:id?" component={ResultPage} />
      <Route path="/sayi/:token" component={InvitePage} />
      {/* Signed-in pages send a signed-out visitor to the sign-in card rather than a 404. */}
      <Route path="/play">
        <Redirect to="/login" />
      </Route>
      <Route path="/history">
        <Redirect to="/login" />
      </Route>
      <Route path="/profile">
        <Redirect to="/login" />
      </Route>
      <Route path="/stats">
        <Redirect to="/login" />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/play" component={PlayPage} />
      <Route path="/history" component={HistoryPage} />
      <Route path="/stats" component={StatsPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/result/:id?" component={ResultPage} />
      <Route path="/sayi/:token" component={InvitePage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route path="/terms-of-service" component={TermsPage} />
      <Route path="/share-target" component={ShareTargetPage} />
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
              {user ? <SignedInRoutes /> : <SignedOutRoutes />}
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
