/**
 * Data a server-rendered page carries for the client, so hydration needs no second fetch: a
 * `<script type="application/json" id="ssr-data">` the server writes (share/result-page.ts) and
 * main.tsx reads into the query cache before hydrating.
 */
import type { PublicDraw } from "./api-types";

export const SSR_DATA_ID = "ssr-data";

export interface SsrData {
  /** the shared draw of /result/{id}, as GET /api/draws/{id} answers it */
  publicDraw?: PublicDraw;
}
