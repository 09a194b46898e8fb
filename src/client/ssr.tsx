/**
 * The server's render of a shared draw's page (/result/{id}), built by Vite for Node into
 * dist/ssr/ (scripts/prerender.ts) and loaded by the server at start-up (share/result-page.ts):
 * the same tree as main.tsx (src/client/root.tsx), as a visitor without a session sees it, with
 * the draw already in the query cache. main.tsx hydrates it with the same draw (embedded in the
 * page), so nothing is fetched twice.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { PublicDraw } from "@/shared/api-types";
import { pagePath } from "@/shared/routes";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { SiteOriginContext } from "./lib/site-origin";
import { Root } from "./root";

function page(draw: PublicDraw, origin: string): { tree: ReactNode; done: () => void } {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.setQueryData(queryKeys.publicDraw(draw.id), draw);
  return {
    tree: (
      <SiteOriginContext value={origin}>
        {/* main.tsx seeds the cache under the same id, read from this address */}
        <Router ssrPath={pagePath("result", { id: draw.id })}>
          <Root queryClient={queryClient} />
        </Router>
      </SiteOriginContext>
    ),
    done: () => queryClient.clear(),
  };
}

/** A boundary the HTML leaves pending or to the client: something lazy was still loading. */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** Loads every lazy part of the page (routes, the toaster), so that later renders never wait. */
async function loadLazyParts(draw: PublicDraw, origin: string): Promise<void> {
  const { tree, done } = page(draw, origin);
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const _ of prelude) {
    // drained and dropped: only the loading mattered
  }
  done();
}

let loaded = false;

/**
 * The HTML inside `<div id="root">` of /result/{draw.id}, signed out. Rendered in one synchronous
 * pass (renderToString) once the lazy parts are loaded: a streaming render would move a large
 * boundary's content behind an inline script (which the CSP refuses and a reader without
 * JavaScript never runs), and the whole page must be in the HTML.
 */
export async function renderResultPage(draw: PublicDraw, origin: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!loaded) {
      await loadLazyParts(draw, origin);
      loaded = true;
    }
    const { tree, done } = page(draw, origin);
    const html = renderToString(tree);
    done();
    if (!UNFINISHED_BOUNDARY.test(html)) return html;
    loaded = false;
  }
  throw new Error("the result page kept suspending while rendered on the server");
}
