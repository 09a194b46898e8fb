/**
 * Every page of shared/routes.ts answers the status the table gives it, signed out and signed
 * in, with the HTML the client then draws without a mismatch: the page prerendered for visitors
 * when it has one, else the shell. A path the table lacks is 404 with the 'Sayfa Bulunamadı' page.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { monthOf } from "@/server/recaps/summary";
import { NOT_FOUND, PAGE_NAMES, PAGES, type PageName, pagePath, prerenderedPages } from "@/shared/routes";
import { testConfig } from "../support/config";
import { standInIndexHtml, writeStandInClient } from "../support/stand-in-client";
import { openTestDatabase, registerUser, saveCommentedDraw } from "./helpers";

const clientDir = mkdtempSync(join(tmpdir(), "sf-pages-"));
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie = "";
let drawId = "";
let recapId = "";
const month = monthOf(new Date());

beforeAll(async () => {
  // each prerendered page says which it is
  writeStandInClient(clientDir, {
    prerendered: Object.fromEntries(prerenderedPages().map(({ name }) => [name, `<h1>${name}</h1>`])),
  });
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
  await app.ready();
  cookie = (await registerUser(app)).cookie;
  drawId = await saveCommentedDraw(app, cookie);
  const shared = await app.inject({ method: "POST", url: `/api/recap/${month}/share`, headers: { cookie } });
  recapId = shared.json().id;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** An address of each page: its parameters filled with a real draw's id and a token. */
function addressOf(name: PageName): string {
  if (name === "result") return pagePath("result", { id: drawId });
  if (name === "invite") return pagePath("invite", { token: "bir-davet" });
  if (name === "room") return pagePath("room", { code: "ABCDEF" });
  if (name === "recap") return pagePath("recap", { key: recapId });
  return PAGES[name].path;
}

const get = (url: string, signedIn: boolean) =>
  app.inject({ method: "GET", url, headers: signedIn ? { cookie } : {} });

describe("every page of the route table", () => {
  for (const name of PAGE_NAMES) {
    const route = PAGES[name];
    it(`${name} (${route.path}): ${route.status} signed out, with the prerendered page or the signed-out shell`, async () => {
      const res = await get(addressOf(name), false);
      expect(res.statusCode).toBe(route.status);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      if ("prerendered" in route) expect(res.body).toContain(`<h1>${name}</h1>`);
      else expect(res.body).toContain('<div id="root" data-signed-out>');
    });

    it(`${name} (${route.path}): ${route.status} signed in, with the shell`, async () => {
      const res = await get(addressOf(name), true);
      expect(res.statusCode).toBe(route.status);
      expect(res.body).toContain('<div id="root"></div>');
    });
  }

  it("answers /stats with 200 whoever asks: a page of the client, not a 404", async () => {
    for (const signedIn of [false, true]) expect((await get("/stats", signedIn)).statusCode).toBe(200);
  });

  it("matches as the client's router does: any case, one trailing slash, escapes decoded", async () => {
    for (const url of ["/STATS", "/stats/", "/%73tats", "/Login"]) {
      expect((await get(url, false)).statusCode).toBe(200);
    }
    expect((await get("/Login", false)).body).toContain("<h1>login</h1>");
  });

  it("answers a path of no page with 404 and the prerendered 'Sayfa Bulunamadı' for visitors", async () => {
    for (const url of ["/bu-sayfa-yok", "/stats/fazla", "/result/a/b"]) {
      const visitor = await get(url, false);
      expect(visitor.statusCode).toBe(NOT_FOUND.status);
      expect(visitor.body).toContain(`<h1>${NOT_FOUND.name}</h1>`);
      const member = await get(url, true);
      expect(member.statusCode).toBe(404);
      expect(member.body).toContain('<div id="root"></div>');
    }
  });

  it("answers a shared page whose draw does not exist with 404", async () => {
    const missing = pagePath("result", { id: "00000000-0000-4000-8000-000000000000" });
    expect((await get(missing, false)).statusCode).toBe(404);
    expect((await get(missing, true)).statusCode).toBe(404);
  });
});

describe("the page template", () => {
  it("is read once, at start: a page does not change when index.html does", async () => {
    const before = (await get("/history", true)).body;
    writeFileSync(join(clientDir, "index.html"), "<p>bozuk</p>");
    try {
      expect((await get("/history", true)).body).toBe(before);
      expect((await get("/history", false)).body).toContain('<div id="root" data-signed-out></div>');
    } finally {
      writeStandInClient(clientDir);
    }
  });

  it("stops the start when the built index.html lacks what a page needs, saying what", async () => {
    const broken = mkdtempSync(join(tmpdir(), "sf-broken-"));
    try {
      writeStandInClient(broken);
      writeFileSync(join(broken, "index.html"), standInIndexHtml().replace('<div id="root"></div>', ""));
      const db = await openTestDatabase();
      try {
        await expect(
          buildApp({ config: testConfig(), database: db, clientDir: broken, logger: false }),
        ).rejects.toThrow(`${join(broken, "index.html")}: <body> must hold <div id="root"> and nothing else`);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
