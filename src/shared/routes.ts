/**
 * The app's pages (spec §2), once: the client's router draws them (client/app.tsx), the server
 * answers each with its status and the right HTML (server/pages/), the build prerenders the ones
 * marked so (scripts/prerender.ts), and the e2e helpers are typed by them. A path no page matches
 * is the 404 page, on both sides.
 *
 * Both sides match a path the same way: the client's router (wouter) reads patterns with
 * regexparam, after decoding the address (decodeURI); `matchPage` does exactly that, so the
 * server can never call a page 404 that the client then draws (the hydration error #418 of
 * /stats), nor the other way round. regexparam patterns ignore case and one trailing slash.
 */
import { parse } from "regexparam";

/** Who a page is for; the client sends the others on (signed out: to /login, signed in: to /). */
export type Audience = "anyone" | "signedIn" | "signedOut";

export interface PageRoute {
  /** regexparam's pattern, as wouter reads it: `:name` is one segment, `:name?` an optional one */
  readonly path: string;
  readonly audience: Audience;
  /** the HTTP status the server answers with (404: a page that tells what is missing) */
  readonly status: 200 | 404;
  /** rendered at build time as a visitor without a session sees it, and sent to such visitors */
  readonly prerendered?: true;
}

/** In the order they are matched: the first page whose pattern fits the path is the page. */
export const PAGES = {
  home: { path: "/", audience: "anyone", status: 200, prerendered: true },
  login: { path: "/login", audience: "signedOut", status: 200, prerendered: true },
  loginEmail: { path: "/login/email", audience: "signedOut", status: 200 },
  play: { path: "/play", audience: "signedIn", status: 200 },
  history: { path: "/history", audience: "signedIn", status: 200 },
  stats: { path: "/stats", audience: "signedIn", status: 200 },
  profile: { path: "/profile", audience: "signedIn", status: 200 },
  /** a shared draw; 404 when there is no such draw (server/share/ renders it) */
  result: { path: "/result/:id", audience: "anyone", status: 200 },
  /** the shared page without an id says 'Geçersiz fal ID' (spec §5) */
  resultWithoutId: { path: "/result", audience: "anyone", status: 404 },
  /** a friend picks a number for someone's draw */
  invite: { path: "/sayi/:token", audience: "anyone", status: 200 },
  /** Fal Odası: a live room (a visitor not in it sees the join form) */
  room: { path: "/oda/:code", audience: "anyone", status: 200 },
  /**
   * Ayın Falı: `key` a month ("YYYY-MM"), its owner's recap (signed out: to /login, by the page);
   * else a share's id, the shared recap for anyone, 404 when there is none (server/recaps/)
   */
  recap: { path: "/ozet/:key", audience: "anyone", status: 200 },
  privacy: { path: "/privacy-policy", audience: "anyone", status: 200, prerendered: true },
  terms: { path: "/terms-of-service", audience: "anyone", status: 200, prerendered: true },
  /** the web app manifest's share_target (client/lib/share-target.ts) */
  shareTarget: { path: "/share-target", audience: "anyone", status: 200 },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof PAGES;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** What any other path shows: 'Sayfa Bulunamadı' with status 404, prerendered at a path no page has. */
export const NOT_FOUND = { name: "notFound", status: 404, renderedAt: "/bu-sayfa-yok" } as const;

export type PrerenderedName = PageName | typeof NOT_FOUND.name;

/** The pages rendered at build time (name and path): what the build writes and the server sends. */
export function prerenderedPages(): { name: PrerenderedName; path: string }[] {
  return [
    ...PAGE_NAMES.filter((name) => "prerendered" in PAGES[name]).map((name) => ({
      name,
      path: PAGES[name].path as string,
    })),
    { name: NOT_FOUND.name, path: NOT_FOUND.renderedAt },
  ];
}

/** parsed on the first match (the client's router parses its own; its bundle need not carry these) */
let patterns: { name: PageName; pattern: RegExp; keys: string[] }[] | undefined;

/** The path as wouter matches it: percent escapes decoded (decodeURI), a malformed one kept. */
function decodedPath(pathname: string): string {
  try {
    return pathname.includes("%") ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

export interface PageMatch {
  name: PageName;
  route: PageRoute;
  params: Record<string, string>;
}

/** The page at this path (no query string), as the client's router finds it; undefined: 404. */
export function matchPage(pathname: string): PageMatch | undefined {
  const path = decodedPath(pathname);
  patterns ??= PAGE_NAMES.map((name) => ({ name, ...parse(PAGES[name].path) }));
  for (const { name, pattern, keys } of patterns) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[key] = value;
    });
    return { name, route: PAGES[name], params };
  }
  return undefined;
}

/** Where someone on this page is sent instead, when the page is not for them (null: it is). */
export function redirectFor(route: PageRoute, signedIn: boolean): string | null {
  if (route.audience === "signedIn" && !signedIn) return PAGES.login.path;
  if (route.audience === "signedOut" && signedIn) return PAGES.home.path;
  return null;
}

/** The parameters a page's pattern names: `{ id: string }` for "/result/:id". */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The address of a page, its parameters encoded: `pagePath("result", { id })`. */
export function pagePath<N extends PageName>(
  name: N,
  ...[params]: PathArgs<N>
): AddressOf<(typeof PAGES)[N]["path"]> {
  const values: Record<string, string> = params ?? {};
  const path = PAGES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ""));
  return path as AddressOf<(typeof PAGES)[N]["path"]>;
}

type PathArgs<N extends PageName> = keyof ParamsOf<(typeof PAGES)[N]["path"]> extends never
  ? []
  : [params: ParamsOf<(typeof PAGES)[N]["path"]>];

/** A page's pattern as the addresses it stands for: "/result/:id" is `/result/${string}`. */
type AddressOf<P extends string> = P extends `${infer Head}/:${string}/${infer Rest}`
  ? `${Head}/${string}/${AddressOf<Rest>}`
  : P extends `${infer Head}/:${string}`
    ? `${Head}/${string}`
    : P;

/** Any page's address, with a query string or not (the e2e helpers open only these). */
export type PageAddress =
  | { [N in PageName]: AddressOf<(typeof PAGES)[N]["path"]> }[PageName]
  | `${{ [N in PageName]: AddressOf<(typeof PAGES)[N]["path"]> }[PageName]}?${string}`;
