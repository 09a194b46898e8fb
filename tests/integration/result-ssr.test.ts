/**
 * /result/{id} rendered on the server for a visitor (ADR 024): the client's own tree renders the
 * draw, the draw travels in the page for hydration (escaped), and the page is cached in memory,
 * bounded, and forgotten when the draw changes its face or is gone.
 */

import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderResultPage } from "@/client/ssr";
import { createAuthRepository } from "@/server/auth/repository";
import type { PublicDraw } from "@/shared/api/draws";
import { builtInlineScripts } from "../support/stand-in-client";
import { createTestApp, registerUser, saveCommentedDraw, type TestApp } from "./helpers";

let t: TestApp;
let renders: string[] = [];
const MAX_BYTES = 150_000;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: "https://fal.example" },
    {
      renderResult: async (draw, origin) => {
        renders.push(draw.id);
        return renderResultPage(draw, origin);
      },
      resultPageCache: { maxBytes: MAX_BYTES },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const TRACK = { id: "csv:1", title: "Gülpembe", artist: "Barış Manço" };

function saveDraw(
  cookie: string,
  options: { title?: string; artist?: string; hint?: string } = {},
): Promise<string> {
  const track = { ...TRACK, title: options.title ?? TRACK.title, artist: options.artist ?? TRACK.artist };
  return saveCommentedDraw(t.app, cookie, { track, hint: options.hint });
}

const visit = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/result/${id}`, headers });

/** The JSON the page carries for the client, read the way the browser's parser reads it. */
function embeddedDraw(html: string): PublicDraw {
  const open = '<script type="application/json" id="ssr-data">';
  const start = html.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  // The element ends at the first "</script" (any case), as an HTML parser ends it.
  const rest = html.slice(start + open.length);
  const text = rest.slice(0, rest.search(/<\/script/i));
  // "<!--" inside would switch the parser to a state where "</script>" no longer ends the element
  expect(text).not.toContain("<");
  return (JSON.parse(text) as { publicDraw: PublicDraw }).publicDraw;
}

describe("/result/:id for a visitor", () => {
  it("is the page rendered with the draw: title, artist, comment, buttons, and the draw for hydration", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie, { title: "Çığ gibi İstanbul'da ışıklar" });
    const shown = (await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json() as PublicDraw;
    const res = await visit(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers.vary).toContain("cookie");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('data-testid="result-success"');
    expect(html).toContain("Çığ gibi İstanbul&#x27;da ışıklar");
    expect(html).toContain("Barış Manço");
    expect(html).toContain(shown.short.split("\n")[0]!.slice(0, 40).replaceAll("'", "&#x27;"));
    expect(html).toContain('data-testid="share-whatsapp"');
    expect(html).toContain('data-testid="own-fortune"');
    // share links carry the public address, as the browser will
    expect(html).toContain(encodeURIComponent(`https://fal.example/result/${id}`));
    // the preview tags are still in the head
    expect(html).toContain(`<meta property="og:url" content="https://fal.example/result/${id}">`);
    expect(embeddedDraw(html)).toEqual(shown);
    // not the loader: the whole page is there, no part left for a script to fill in
    expect(html).not.toContain('data-testid="result-loading"');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    // the preview image beside it is still the image
    const image = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });

  it("is sent paint first: the rules its elements use inline, the app and full stylesheet after the first paint", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie, { title: "Islak Islak" });
    const html = (await visit(id)).body;
    const head = html.slice(0, html.indexOf("</head>"));
    // no script or stylesheet the first paint would wait for
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('<link rel="stylesheet" crossorigin');
    // the stand-in stylesheet's rule for an element the page has, every @font-face, not the unused rule
    const inline = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? "";
    expect(inline).toContain("main h1{font-size:2rem}");
    expect(inline).toContain("@font-face{font-family:Stand In;");
    expect(inline).not.toContain("never-used");
    expect(head).toContain('<noscript><link rel="stylesheet" href="/assets/index-stand-in.css"></noscript>');
    expect(head).toContain(
      `<script data-entry="/assets/index-stand-in.js" data-preload="" data-css="/assets/index-stand-in.css">${builtInlineScripts().paintFirstBoot.code}</script>`,
    );
  });

  it("keeps a title, artist and question with </script> and <!-- as text, and the JSON intact", async () => {
    const { cookie } = await registerUser(t.app);
    const evil = "</script><script>alert(1)</script><!--<script>";
    const id = await saveDraw(cookie, {
      title: `${evil} & 'tek'`,
      artist: `</SCRIPT ${evil}`,
      hint: "</script><!--",
    });
    // shown by its owner (hidden by default, ADR 038)
    const show = await t.app.inject({
      method: "PATCH",
      url: `/api/draws/${id}/hint`,
      headers: { cookie },
      payload: { hidden: false },
    });
    expect(show.statusCode).toBe(200);
    const res = await visit(id);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const draw = embeddedDraw(html);
    expect(draw.trackTitle).toBe(`${evil} & 'tek'`);
    expect(draw.trackArtist).toBe(`</SCRIPT ${evil}`);
    expect(draw.hint).toBe("</script><!--");
    // The page's only script elements: the shell's own, and the data (never a draw's text).
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&lt;script&gt;");
  });

  it("is rendered once and then sent from memory, compressed as asked", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie);
    renders = [];
    const first = await visit(id);
    const br = await visit(id, { "accept-encoding": "br" });
    const gzip = await visit(id, { "accept-encoding": "gzip" });
    expect(renders).toEqual([id]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it("sends a signed-in person the shell (the client renders their own view) and an odd spelling too", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie);
    const signedIn = await visit(id, { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain("ssr-data");
    const upper = await visit(id.toUpperCase());
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toContain('<div id="root" data-signed-out></div>');
  });

  it("is 404 at once after the draw is deleted, though it was in memory", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie);
    expect((await visit(id)).statusCode).toBe(200);
    expect(t.app.resultPages?.stats().pages).toBeGreaterThan(0);
    const del = await t.app.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    const gone = await visit(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("ssr-data");
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
  });

  it("is 404 at once after the owner deletes the account", async () => {
    const { cookie } = await registerUser(t.app, { password: "gizli-sifre" });
    const ids = [await saveDraw(cookie), await saveDraw(cookie)];
    for (const id of ids) expect((await visit(id)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "gizli-sifre" },
    });
    expect(del.statusCode).toBe(200);
    for (const id of ids) expect((await visit(id)).statusCode).toBe(404);
  });

  it("follows the owner showing and hiding the question, and a new share theme", async () => {
    const { cookie, user } = await registerUser(t.app);
    // the designs beyond 'klasik' are Premium's
    await createAuthRepository(t.database.db).setPremium(user.id, true);
    const id = await saveDraw(cookie, { hint: "Bu yaz ne getirecek?" });
    // hidden by default (ADR 038)
    expect((await visit(id)).body).not.toContain('data-testid="result-question"');
    const show = await t.app.inject({
      method: "PATCH",
      url: `/api/draws/${id}/hint`,
      headers: { cookie },
      payload: { hidden: false },
    });
    expect(show.statusCode).toBe(200);
    expect((await visit(id)).body).toContain('data-testid="result-question"');
    await t.app.inject({
      method: "PATCH",
      url: `/api/draws/${id}/hint`,
      headers: { cookie },
      payload: { hidden: true },
    });
    const hidden = (await visit(id)).body;
    expect(hidden).not.toContain('data-testid="result-question"');
    expect(hidden).not.toContain("Bu yaz ne getirecek?");
    expect(embeddedDraw(hidden).hint).toBeNull();

    const before = embeddedDraw((await visit(id)).body).shareTheme;
    const next = before === "gece" ? "klasik" : "gece";
    const theme = await t.app.inject({
      method: "PATCH",
      url: `/api/draws/${id}/share-theme`,
      headers: { cookie },
      payload: { shareTheme: next },
    });
    expect(theme.statusCode).toBe(200);
    const after = (await visit(id)).body;
    expect(embeddedDraw(after).shareTheme).toBe(next);
    expect(after).toContain(`/api/og/${id}?v=${next}-`);
  });

  it("stays within its byte bound, letting the least recently read pages go", async () => {
    const { cookie } = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await saveDraw(cookie));
    renders = [];
    for (const id of ids) {
      expect((await visit(id)).statusCode).toBe(200);
      const { bytes } = t.app.resultPages!.stats();
      expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    const { pages } = t.app.resultPages!.stats();
    expect(pages).toBeLessThan(ids.length);
    // the first one went: it is rendered again
    expect((await visit(ids[0]!)).statusCode).toBe(200);
    expect(renders.filter((r) => r === ids[0])).toHaveLength(2);
  });

  it("is answered before Fastify once in memory, with the same bytes and headers as Fastify's answer", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie);
    const peek = vi.spyOn(t.app.resultPages!, "peek");
    const headersOf = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) => !["date", "keep-alive", "connection"].includes(name)),
      );

    // not in memory yet: Fastify renders it
    const first = await fetch(`${base}/result/${id}`, { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    expect(peek).toHaveReturnedWith(undefined);
    const firstBody = await first.text();
    peek.mockClear();
    const fast = await fetch(`${base}/result/${id}`, { headers: { "accept-encoding": "br" } });
    expect(peek.mock.results.map((r) => r.value === undefined)).toEqual([false]);
    expect(await fast.text()).toBe(firstBody);
    expect(headersOf(fast)).toEqual(headersOf(first));
    expect(fast.headers.get("content-security-policy")).toContain("default-src 'self'");
    const head = await fetch(`${base}/result/${id}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");

    // a session, a query string or another spelling: Fastify's
    peek.mockClear();
    const signedIn = await fetch(`${base}/result/${id}`, { headers: { cookie } });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
    expect((await fetch(`${base}/result/${id}?utm_source=whatsapp`)).status).toBe(200);
    expect((await fetch(`${base}/result/${id.toUpperCase()}`)).status).toBe(200);
    expect(peek).not.toHaveBeenCalled();

    // deleted: gone from memory at once, and Fastify says 404
    await t.app.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } });
    expect((await fetch(`${base}/result/${id}`)).status).toBe(404);
    peek.mockRestore();
  });
});
