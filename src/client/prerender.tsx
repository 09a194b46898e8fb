/**
 * Build-time rendering of the pages a signed-out visitor lands on (scripts/prerender.ts runs it
 * from an SSR build): the same tree as main.tsx, signed out, at a given path, with every lazy
 * route loaded before the HTML is taken, so the browser paints the page before any script runs
 * and main.tsx hydrates it.
 */
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { Root } from "./root";

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <Root queryClient={queryClient} />
    </Router>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk.toString();
  queryClient.clear();
  return html;
}
