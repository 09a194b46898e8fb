/**
 * What the server's HTML and the client agree on, written once: the element the app lives in, the
 * marks the server puts on it (main.tsx reads them), the mark the app puts on <html> once it is
 * live, the data a server-rendered page carries, and the attributes the paint-first boot script
 * reads. The server writes them (server/pages/template.ts), the client and its inline scripts
 * (client/inline/) read them.
 */
import type { PublicDraw } from "./api-types";

/** `<div id="root">`: the server fills it, React renders or hydrates it. */
export const ROOT_ID = "root";

/**
 * The root's marks, as `dataset` keys: "prerendered" (the HTML holds the page, drawn signed out:
 * hydrate it), "signedOut" (the shell, sent without a session cookie: skip the current-user call).
 */
export type RootMark = "prerendered" | "signedOut";

/** `<html data-hydrated>` once the app has taken the page over (client/app.tsx). */
export const HYDRATED_MARK = "hydrated";

/**
 * The `performance.mark` the paint-first boot script sets when it starts the app on a page sent
 * with its content (client/inline/paint-first-boot.ts): on the first sign of a person, or once the
 * page has lain still.
 */
export const APP_START_MARK = "app-start";

/**
 * How long a page sent with its content must lie still after its load (no sign of a person, no
 * long task) before its app starts by itself (ADR 043 and its addendum of the sixth session).
 */
export const STILL_START_MS = 5000;

/** The attribute of a `dataset` key: "signedOut" is `data-signed-out`. */
export function dataAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Data a server-rendered page carries for the client, so hydration needs no second fetch: a
 * `<script type="application/json" id="ssr-data">` after the root, which main.tsx reads into the
 * query cache before hydrating.
 */
export const SSR_DATA_ID = "ssr-data";

export interface SsrData {
  /** the shared draw of /result/{id}, as GET /api/draws/{id} answers it */
  publicDraw?: PublicDraw;
}

/**
 * The `dataset` keys of the paint-first boot script's element (client/inline/paint-first-boot.ts):
 * the entry module, the modules to preload and the stylesheets, URLs separated by spaces.
 */
export const BOOT_DATA = { entry: "entry", preload: "preload", css: "css" } as const;
