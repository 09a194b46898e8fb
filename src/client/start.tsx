/**
 * The app's second stage (main.tsx loads it once React DOM is in): the query cache seeded from
 * what the server's page says, then the tree rendered or hydrated.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { SsrData } from "@/shared/document";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { Root } from "./root";

export interface PageState {
  /** the HTML holds the page, drawn signed out (prerendered or /result/{id}): hydrate it */
  prerendered: boolean;
  /** sent without a session cookie: signed out for sure */
  signedOut: boolean;
  /** what a server-rendered page carries (src/client/ssr.tsx) */
  data: SsrData | null;
}

export function start(container: HTMLElement, page: PageState): void {
  const queryClient = createQueryClient();
  if (page.prerendered || page.signedOut) {
    // The server sent this page to a request without a session cookie (server/pages/): signed
    // out for sure, so no current-user call (its 401 would only say so, in the console). Signing
    // in reloads the page, which then comes with the cookie.
    queryClient.setQueryDefaults(queryKeys.user, { staleTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(queryKeys.user, null);
  }
  // A page the server rendered with data (/result/{id}) carries that data, so hydration renders
  // from it and nothing is fetched again.
  const publicDraw = page.data?.publicDraw;
  if (publicDraw) queryClient.setQueryData(queryKeys.publicDraw(publicDraw.id), publicDraw);
  // In a transition, so React renders in slices of a few milliseconds and yields to the browser
  // between them (a plain hydrateRoot or first render is one task as long as the page). A press on a
  // part not yet hydrated makes React finish that part at once and then handles the press.
  startTransition(() => {
    if (page.prerendered) hydrateRoot(container, <Root queryClient={queryClient} />);
    else createRoot(container).render(<Root queryClient={queryClient} />);
  });
}
