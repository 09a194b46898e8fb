/**
 * Makes the built client installable (docs/decisions/021-delivery-compression-pwa.md):
 *  - icons rendered from src/client/public/favicon.svg with sharp (192, 512, maskable 512, and
 *    Apple's 180), so they always match the brand mark;
 *  - manifest.webmanifest: Turkish name, theme colours, and a share_target so Android's share
 *    sheet sends Spotify/YouTube links to /share-target (client/lib/share-target.ts);
 *  - sw.js: a small hand-written service worker (no Workbox: four rules do not need it). It
 *    precaches the app shell (index.html, the entry's scripts and styles, the fonts, the icons),
 *    answers navigations from the network and with the shell only when offline, serves hashed
 *    /assets/ from its cache, and never touches /api/ (no answer of the API, so nobody's data,
 *    is ever stored), nor another origin, nor anything but GET. It also shows the reminders a push
 *    service brings (ADR 041: `push`, the payload's title, body and path on this site) and opens
 *    that path when the notification is tapped (`notificationclick`).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { OutputBundle } from "rolldown";
import sharp from "sharp";
import type { Plugin } from "vite";

export const BRAND = {
  name: "Şarkı Falı",
  shortName: "Şarkı Falı",
  description: "Bir sayı seç, şarkın seni bulsun: playlistinden çekilen şarkıyla eğlenceli bir müzik falı.",
  /** the dark theme's background (index.css .dark --background), the default theme */
  darkColor: "#1a1333",
  /** the light theme's background (index.css :root --background) */
  lightColor: "#faf4e7",
};

const ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
  { file: "icons/apple-touch-icon.png", size: 180, purpose: null },
] as const;

/**
 * The favicon drawn for a maskable icon: its background square to the edges (no rounded corners,
 * the launcher cuts its own shape) and the mark shrunk into the middle 72%, inside the safe circle.
 */
export function maskableSvg(svg: string): string {
  const rect = /<rect\b[^>]*\/>/.exec(svg);
  if (!rect) throw new Error("favicon.svg: no background <rect/> to stretch for the maskable icon");
  const square = rect[0].replace(/\srx="[^"]*"/, "");
  const end = svg.lastIndexOf("</svg>");
  const mark = svg.slice(rect.index + rect[0].length, end);
  return `${svg.slice(0, rect.index)}${square}<g transform="translate(32 32) scale(0.72) translate(-32 -32)">${mark}</g></svg>`;
}

function renderIcon(svg: string, size: number, maskable: boolean): Promise<Buffer> {
  const source = Buffer.from(maskable ? maskableSvg(svg) : svg);
  return sharp(source, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

export function webManifest() {
  return {
    name: BRAND.name,
    short_name: BRAND.shortName,
    description: BRAND.description,
    lang: "tr",
    dir: "ltr",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: BRAND.darkColor,
    theme_color: BRAND.darkColor,
    icons: ICONS.filter((i) => i.purpose).map((i) => ({
      src: `/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: "image/png",
      purpose: i.purpose,
    })),
    share_target: {
      action: "/share-target",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    },
  };
}

/** The files the shell needs to start: the entry chunk, what it imports statically, its CSS, the fonts. */
function shellFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || files.has(fileName)) return;
    files.add(fileName);
    if (item.type === "chunk") {
      for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
      for (const imported of item.imports) visit(imported);
    }
  };
  for (const item of Object.values(bundle)) {
    if (item.type === "chunk" && item.isEntry) visit(item.fileName);
    if (item.type === "asset" && item.fileName.endsWith(".woff2")) files.add(item.fileName);
  }
  return [...files].sort();
}

export function serviceWorkerSource(precache: string[], version: string): string {
  return `// Şarkı Falı service worker (scripts/vite-plugin-pwa.ts writes it at build time).
const VERSION = ${JSON.stringify(version)};
const SHELL = "shell-" + VERSION;
const ASSETS = "assets-" + VERSION;
const PRECACHE = ${JSON.stringify(precache)};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== ASSETS).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Reminders (ADR 041): the server's payload is { title, body, url, tag }; the url is a path here.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" ? data.title : "Şarkı Falı";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof data.tag === "string" ? data.tag : "sarki-fali",
      lang: "tr",
      data: { url: typeof data.url === "string" ? data.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || "/";
  // only a page of this site, whatever the payload says
  const target = new URL(path, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && "focus" in w);
      if (open) return open.focus().then((w) => (w && "navigate" in w ? w.navigate(url) : undefined));
      return self.clients.openWindow(url);
    }),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Only this site's files: never the API (every answer stays with the network), never elsewhere.
  if (url.origin !== self.location.origin || url.pathname === "/api" || url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    // Pages come from the network; the shell stands in only when there is none.
    event.respondWith(fetch(request).catch(() => caches.match("/index.html", { cacheName: SHELL })));
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    // Hashed names never change their bytes: the cache answers, the network fills it.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && response.type === "basic") {
              const copy = response.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
`;
}

export function pwa({ faviconPath }: { faviconPath: string }): Plugin {
  return {
    name: "sarki-fali-pwa",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    // after Vite's own HTML plugin, so index.html is in the bundle and counts in the version
    enforce: "post",
    async generateBundle(_options, bundle) {
      const svg = readFileSync(faviconPath, "utf8");
      for (const icon of ICONS) {
        this.emitFile({
          type: "asset",
          fileName: icon.file,
          source: await renderIcon(svg, icon.size, icon.purpose === "maskable"),
        });
      }
      this.emitFile({
        type: "asset",
        fileName: "manifest.webmanifest",
        source: `${JSON.stringify(webManifest(), null, 2)}\n`,
      });
      const precache = [
        "/index.html",
        "/favicon.svg",
        "/manifest.webmanifest",
        ...ICONS.map((i) => `/${i.file}`),
        ...shellFiles(bundle).map((f) => `/${f}`),
      ];
      const html = bundle["index.html"];
      const version = createHash("sha256")
        .update(precache.join("\n"))
        .update(html?.type === "asset" ? html.source : "")
        .digest("hex")
        .slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: serviceWorkerSource(precache, version) });
    },
  };
}
