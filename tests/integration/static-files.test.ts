/** The built client as the server hands it out: caching by kind of file, and no source maps. */

import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { compressDir } from "../../scripts/compress-client.mjs";
import { testConfig } from "../support/config";
import { builtInlineScripts, writeStandInClient } from "../support/stand-in-client";
import { openTestDatabase } from "./helpers";

/** Big enough to be compressed (over 1 KB), plain ASCII so sizes are easy to reason about. */
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `kelime${i}`))};\n`;
const LANDING = `<h1>Şarkı Falı</h1>${"<p>Bir sayı seç.</p>".repeat(60)}`;
const NOT_FOUND = "<h1>Sayfa Bulunamadı</h1>";
const WORDS = { words: Array.from({ length: 200 }, (_, i) => `kelime${i}`) };

const clientDir = mkdtempSync(join(tmpdir(), "sf-static-"));
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  writeStandInClient(clientDir, { prerendered: { home: LANDING, notFound: NOT_FOUND } });
  writeFileSync(join(clientDir, "assets", "main-Ab12Cd34.js"), BIG_SCRIPT);
  writeFileSync(join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(
    join(clientDir, "assets", "index-Bx1Yz2Q3.js"),
    "console.log(1);\n//# sourceMappingURL=index-Bx1Yz2Q3.js.map",
  );
  writeFileSync(
    join(clientDir, "assets", "index-Bx1Yz2Q3.js.map"),
    '{"version":3,"sources":["../../src/client/main.tsx"]}',
  );
  compressDir(clientDir);
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
  // a JSON answer over 1 KB, as the API's lists are
  app.get("/api/test-words", async () => WORDS);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("static files", () => {
  it("hashed assets are cached for a year as immutable, other files for five minutes", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-Bx1Yz2Q3.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("never serves a source map, even one left in the folder", async () => {
    const map = await app.inject({ method: "GET", url: "/assets/index-Bx1Yz2Q3.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("sources");
  });

  it("sends the build's brotli or gzip copy of a static file, by Accept-Encoding", async () => {
    const url = "/assets/main-Ab12Cd34.js";
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);

    const gz = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("accept-encoding");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("never hands out the compressed copies as files of their own", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/main-Ab12Cd34.js.br" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a page's HTML compressed as the browser accepts and has browsers revalidate it", async () => {
    const plain = await app.inject({ method: "GET", url: "/login" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain('<div id="root" data-signed-out></div>');

    const br = await app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers.vary).toBe("accept-encoding, cookie");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("compresses JSON answers over 1 KB and leaves small ones as they are", async () => {
    const small = await app.inject({
      method: "GET",
      url: "/api/config",
      headers: { "accept-encoding": "br" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toHaveProperty("signInProviders");

    const big = await app.inject({
      method: "GET",
      url: "/api/test-words",
      headers: { "accept-encoding": "br" },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(big.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(WORDS);
  });

  it("sends a prerendered page to a visitor without a session, the shell to one with a session", async () => {
    const fresh = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.vary).toBe("accept-encoding, cookie");
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toContain(
      `<div id="root" data-prerendered>${LANDING}</div>`,
    );

    const signedIn = await app.inject({ method: "GET", url: "/", cookies: { sf_session: "x" } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain(
      '<script type="module" crossorigin src="/assets/index-stand-in.js"></script>',
    );

    // no prerendered file for /login in this folder: the shell, marked signed out without a cookie
    const signedOut = (await app.inject({ method: "GET", url: "/login" })).body;
    expect(signedOut).toBe(signedIn.body.replace('<div id="root">', '<div id="root" data-signed-out>'));
    const withCookie = await app.inject({ method: "GET", url: "/login", cookies: { sf_session: "x" } });
    expect(withCookie.body).toBe(signedIn.body);
  });

  it("answers an unknown path with the prerendered 'Sayfa Bulunamadı' page and status 404", async () => {
    const res = await app.inject({ method: "GET", url: "/boyle-bir-sayfa-yok" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<div id="root" data-prerendered>${NOT_FOUND}</div>`);
    const api = await app.inject({ method: "GET", url: "/api/boyle-bir-sey-yok" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Bulunamadı" });
  });

  it("never serves the prerendered files by their own path", async () => {
    const res = await app.inject({ method: "GET", url: "/.prerendered/home.html" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(LANDING);
  });

  it("allows the build's head and paint-first boot scripts by their hashes, and no other inline script", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    const { head, paintFirstBoot } = builtInlineScripts();
    expect(scriptSrc).toEqual(["'self'", hash(head.code), hash(paintFirstBoot.code)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // every inline script the pages carry is one of them
    for (const url of ["/", "/login", "/bu-sayfa-yok"]) {
      for (const cookies of [{}, { sf_session: "x" }] as Record<string, string>[]) {
        const page = (await app.inject({ method: "GET", url, cookies })).body;
        const inline = DomUtils.getElementsByTagName("script", parseDocument(page)).filter(
          (script) => !script.attribs.src && script.attribs.type !== "application/json",
        );
        expect(inline.length).toBeGreaterThan(0);
        for (const script of inline) expect(scriptSrc).toContain(hash(DomUtils.textContent(script)));
      }
    }
  });
});
