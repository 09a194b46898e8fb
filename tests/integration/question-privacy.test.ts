/**
 * Questions stay private (issue 21 §3, security review N2, ADR 038): a saved draw's question is
 * hidden on the shared page by default and then absent from every public rendition (the API, the
 * /result/{id} page and its embedded data, its meta tags, the preview and story images' text and the
 * comment itself); the owner may show it and hide it again, except a question read as sensitive.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderResultPage } from "@/client/ssr";
import { createAuthRepository } from "@/server/auth/repository";
import { createEventBus } from "@/server/events/bus";
import { silentLogger } from "@/server/log";
import type { RenderTask } from "@/server/share/og-image/render-pool";
import { createOgImageService } from "@/server/share/og-service";
import type { PublicDraw } from "@/shared/api/draws";
import { drawBody } from "@/shared/draw-body";
import { T } from "@/shared/texts";
import { testOutbound } from "../support/outbound";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: "https://fal.example" },
    { renderResult: async (draw, origin) => renderResultPage(draw, origin) },
  );
});
afterAll(async () => {
  await t.close();
});

const TRACK = { id: "csv:gizli", title: "Gülpembe", artist: "Barış Manço" };

interface Written {
  commentId: string;
  hintSafety: string;
  headline: string;
  short: string;
  long: string;
  publicTexts: { headline: string; short: string; long: string };
}

/** A comment for `hint` saved as a draw; the comment's answer and the draw's id. */
async function saveWithQuestion(cookie: string, hint: string, salt = "gizli-1") {
  const comment = await t.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track: TRACK, theme: "genel", hint, salt, number: "7" },
  });
  expect(comment.statusCode, comment.body).toBe(200);
  const written = comment.json() as Written;
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/draws",
    headers: { cookie },
    payload: drawBody(written, TRACK, { number: "7", sessionId: "oda" }),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { written, id: (saved.json() as { id: string }).id };
}

const lower = (text: string) => text.toLocaleLowerCase("tr-TR");

/** Everything a visitor, a crawler or the API gives anyone with the link. */
async function publicRenditions(id: string) {
  const api = await t.app.inject({ method: "GET", url: `/api/draws/${id}` });
  expect(api.statusCode).toBe(200);
  const page = await t.app.inject({ method: "GET", url: `/result/${id}` });
  expect(page.statusCode).toBe(200);
  const meta = (name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(page.body)?.[1] ?? "";
  const open = '<script type="application/json" id="ssr-data">';
  const rest = page.body.slice(page.body.indexOf(open) + open.length);
  const embedded = (JSON.parse(rest.slice(0, rest.search(/<\/script/i))) as { publicDraw: PublicDraw })
    .publicDraw;
  return {
    view: api.json() as PublicDraw,
    apiBody: api.body,
    page: page.body,
    embedded,
    ogTitle: meta("og:title"),
    ogDescription: meta("og:description"),
    twitterDescription: meta("twitter:description"),
    images: await imageTexts(api.json() as PublicDraw),
  };
}

/** What the preview and story images are drawn from: the text the renderer is handed. */
async function imageTexts(draw: PublicDraw): Promise<string> {
  const given: RenderTask[] = [];
  const images = createOgImageService({
    images: {
      findImage: async () => undefined,
      storeImage: async () => {},
      touchImage: async () => {},
      deleteImagesExcept: async () => {},
    },
    events: await createEventBus(),
    outbound: testOutbound([]),
    log: silentLogger,
    render: async (task) => {
      given.push(task);
      return { png: new Uint8Array([1]), cover: "none" };
    },
  });
  await images.image(draw, "og");
  await images.image(draw, "story");
  expect(given).toHaveLength(2);
  return given.map((task) => `${task.draw.headline}\n${task.draw.short}`).join("\n");
}

function expectAbsent(rendition: Awaited<ReturnType<typeof publicRenditions>>, needle: string) {
  const n = lower(needle);
  expect(rendition.view.hint).toBeNull();
  expect(lower(rendition.apiBody)).not.toContain(n);
  expect(lower(rendition.page)).not.toContain(n);
  expect(rendition.page).not.toContain('data-testid="result-question"');
  expect(rendition.embedded.hint).toBeNull();
  expect(lower(JSON.stringify(rendition.embedded))).not.toContain(n);
  for (const tag of [rendition.ogTitle, rendition.ogDescription, rendition.twitterDescription])
    expect(lower(tag)).not.toContain(n);
  expect(lower(rendition.images)).not.toContain(n);
}

const hintCall = (id: string, cookie: string | null, hidden?: boolean) =>
  t.app.inject({
    method: hidden === undefined ? "GET" : "PATCH",
    url: `/api/draws/${id}/hint`,
    headers: cookie ? { cookie } : {},
    ...(hidden === undefined ? {} : { payload: { hidden } }),
  });

describe("a saved draw's question on the shared page", () => {
  it("is hidden by default: absent from the API, the page, its data, its meta tags and images, and the comment", async () => {
    const { cookie } = await registerUser(t.app);
    const { written, id } = await saveWithQuestion(cookie, "Ahmet beni seviyor mu");
    // the owner's comment quotes the question: what the public renditions must leave out
    expect(lower(`${written.headline} ${written.short} ${written.long}`)).toContain("ahmet");

    const shared = await publicRenditions(id);
    expectAbsent(shared, "Ahmet");
    // one rule: the shared texts are the question-free version POST /api/comment answered
    expect({ headline: shared.view.headline, short: shared.view.short, long: shared.view.long }).toEqual(
      written.publicTexts,
    );
    // still a comment: it names the song and keeps sentences of its own
    expect(shared.view.short.length).toBeGreaterThan(60);
    expect(shared.view.short).toMatch(/[.!?…]$/u);
    expect(shared.view.long).toContain(shared.view.short.split(". ")[0]!);
    expect(shared.ogDescription.length).toBeGreaterThan(40);

    const own = await hintCall(id, cookie);
    expect(own.json()).toEqual({ hint: "Ahmet beni seviyor mu", hidden: true, sensitive: false });
  });

  it("the owner shows it (page and API, never the link previews) and hides it again", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { written, id } = await saveWithQuestion(owner.cookie, "Ahmet beni seviyor mu", "gizli-2");

    expect((await hintCall(id, null, false)).statusCode).toBe(401);
    expect((await hintCall(id, other.cookie, false)).statusCode).toBe(404);
    expect((await hintCall(id, other.cookie)).statusCode).toBe(404);

    const show = await hintCall(id, owner.cookie, false);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json()).toMatchObject({ hint: "Ahmet beni seviyor mu", hidden: false, sensitive: false });
    const shown = await publicRenditions(id);
    expect(shown.view.hint).toBe("Ahmet beni seviyor mu");
    expect(shown.view.short).toBe(written.short);
    expect(show.json().shared).toEqual({
      hint: shown.view.hint,
      headline: shown.view.headline,
      short: shown.view.short,
      long: shown.view.long,
    });
    expect(shown.page).toContain('data-testid="result-question"');
    expect(shown.embedded.hint).toBe("Ahmet beni seviyor mu");
    // link previews are copied into chats and caches: never the question, shown or not
    for (const tag of [shown.ogTitle, shown.ogDescription, shown.twitterDescription, shown.images])
      expect(lower(tag)).not.toContain("ahmet");

    const hide = await hintCall(id, owner.cookie, true);
    expect(hide.json()).toMatchObject({ hidden: true, shared: { hint: null } });
    expectAbsent(await publicRenditions(id), "Ahmet");
  });

  it.each(["kanserim iyileşecek mi", "hamile miyim acaba", "davayı kazanacak mıyım"])(
    "a question read as sensitive (%s) can never be shown: 403 with the reason, absent everywhere",
    async (hint) => {
      const { cookie } = await registerUser(t.app);
      const { written, id } = await saveWithQuestion(cookie, hint, `hassas-${hint}`);
      expect(written.hintSafety).toBe("sensitive");

      const show = await hintCall(id, cookie, false);
      expect(show.statusCode).toBe(403);
      expect(show.json()).toEqual({ message: T.question.sensitive });
      expect((await hintCall(id, cookie)).json()).toEqual({ hint, hidden: true, sensitive: true });

      const shared = await publicRenditions(id);
      expectAbsent(shared, hint.split(" ")[0]!);
      // nor the notice a sensitive question brings: it would tell readers what was asked
      expect(shared.page).not.toContain("bir uzman");
      expect(shared.view.short.trim()).not.toBe("");
    },
  );

  it("a three-song spread's question follows the same rule", async () => {
    const { cookie, user } = await registerUser(t.app);
    await createAuthRepository(t.database.db).setPremium(user.id, true);
    const songs = [
      { id: "ready:turkce-pop:sezen-aksu-gidiyorum", title: "Gidiyorum", artist: "Sezen Aksu" },
      { id: "ready:turkce-pop:tarkan-simarik", title: "Şımarık", artist: "Tarkan" },
      { id: "ready:turkce-pop:baris-manco-gulpembe", title: "Gülpembe", artist: "Barış Manço" },
    ];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spreads",
      headers: { cookie },
      payload: {
        cards: songs.map((track, i) => ({ number: String(i + 3), track, audio: null })),
        theme: "genel",
        hint: "Ahmet beni seviyor mu",
        sessionId: "oda",
        sourceType: "ready",
        sourceId: "turkce-pop",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as Written & { id: string };
    expect(lower(`${answer.short} ${answer.long}`)).toContain("ahmet");
    const shared = await publicRenditions(answer.id);
    expectAbsent(shared, "Ahmet");
    expect(shared.view.kind).toBe("spread");
    expect(shared.view.long).toBe(answer.publicTexts.long);
    expect((await hintCall(answer.id, cookie, false)).statusCode).toBe(200);
    expect((await publicRenditions(answer.id)).view.hint).toBe("Ahmet beni seviyor mu");
  });

  it("a draw without a question has none to show", async () => {
    const { cookie } = await registerUser(t.app);
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { track: TRACK, theme: "genel", salt: "soru-yok", number: "7" },
    });
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawBody(comment.json(), TRACK, { number: "7", sessionId: "oda" }),
    });
    const id = saved.json().id as string;
    const show = await hintCall(id, cookie, false);
    expect(show.statusCode).toBe(400);
    expect(show.json()).toEqual({ message: T.question.noneGiven });
    expect((await hintCall(id, cookie, true)).statusCode).toBe(200);
  });

  it("showing and hiding is rate limited per person, with a Turkish message", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = await saveWithQuestion(cookie, "Yeni işim nasıl geçecek", "sinir");
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await hintCall(id, cookie, i % 2 === 0)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const last = await hintCall(id, cookie, true);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: T.question.tooMany });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it.each(["kendimi öldürcem", "dayanamıyorum artık"])(
    "a support answer (%s) is never saved, so never shared",
    async (hint) => {
      const { cookie } = await registerUser(t.app);
      const comment = await t.app.inject({
        method: "POST",
        url: "/api/comment",
        headers: { cookie },
        payload: { track: TRACK, theme: "genel", hint, salt: "destek", number: "7" },
      });
      expect(comment.json()).toMatchObject({ kind: "support", hintSafety: "support" });
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/draws",
        headers: { cookie },
        payload: drawBody(comment.json(), TRACK, { number: "7", sessionId: "oda" }),
      });
      expect(saved.statusCode).toBe(400);
    },
  );
});
