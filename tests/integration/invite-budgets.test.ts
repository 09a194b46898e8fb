/**
 * Security review 2026-11-28, N4: friend invites loaded playlists outside every playlist budget
 * (380 YouTube units after the account's own loads were spent), had no per-address budget and no
 * cap on links open at once, and stored a full copy of the list per invite.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendInvites, inviteLists } from "@/server/db/schema";
import { INVITE_CREATE_ADDRESS_LIMIT, INVITE_CREATE_LIMIT } from "@/server/invites/routes";
import { MAX_OPEN_INVITES } from "@/server/invites/service";
import { PLAYLIST_LOAD_LIMIT } from "@/server/playlists/routes";
import { SPOTIFY_FIXTURE_PLAYLIST_ID, startSpotifyFake } from "../fakes/spotify";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let clock = Date.now();
let t: TestApp;
let spotify: Awaited<ReturnType<typeof startSpotifyFake>>;
beforeAll(async () => {
  spotify = await startSpotifyFake();
  t = await createTestApp(
    { ...spotify.env(), MEDIA_ALLOWED_HOSTS: "127.0.0.1", TRUST_PROXY: "1" },
    { now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await Promise.all([t?.close(), spotify?.close()]);
});

const READY = { sourceType: "ready", sourceId: "arabesk", theme: "genel" };
const SPOTIFY = { sourceType: "spotify", sourceId: SPOTIFY_FIXTURE_PLAYLIST_ID, theme: "genel" };

const post = (url: string, payload: object, cookie: string | undefined, address: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": address },
    remoteAddress: "10.0.0.2",
  });

function tally(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

describe("friend invites and the playlist budgets (N4)", () => {
  it("a link made from a Spotify list is one of the account's playlist loads", {
    timeout: 120_000,
  }, async () => {
    clock += 3600_000;
    const { cookie } = await registerUser(t.app);
    const invites: number[] = [];
    for (let i = 0; i < INVITE_CREATE_LIMIT.count; i++) {
      invites.push((await post("/api/invites", SPOTIFY, cookie, "198.51.100.10")).statusCode);
    }
    expect(tally(invites)).toEqual({ 201: INVITE_CREATE_LIMIT.count });
    const loads: number[] = [];
    for (let i = 0; i < PLAYLIST_LOAD_LIMIT.count - INVITE_CREATE_LIMIT.count + 3; i++) {
      loads.push(
        (await post("/api/spotify/tracks", { urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID }, cookie, "198.51.100.10"))
          .statusCode,
      );
    }
    // what the invites loaded is gone from the account's own loads
    expect(tally(loads)).toEqual({ 200: PLAYLIST_LOAD_LIMIT.count - INVITE_CREATE_LIMIT.count, 429: 3 });
  });

  it("and the other way round: with the account's loads spent, a Spotify link is refused, a ready list's is not", {
    timeout: 120_000,
  }, async () => {
    clock += 3600_000;
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < PLAYLIST_LOAD_LIMIT.count; i++) {
      const res = await post(
        "/api/spotify/tracks",
        { urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID },
        cookie,
        "198.51.100.11",
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await post("/api/invites", SPOTIFY, cookie, "198.51.100.11");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Çok fazla playlist yükleme isteği. Lütfen birkaç dakika sonra tekrar dene.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // a ready-made list loads nothing from a provider
    expect((await post("/api/invites", READY, cookie, "198.51.100.11")).statusCode).toBe(201);
  });

  it("an address has a budget of links, whatever the accounts (an IPv6 client by its /64)", {
    timeout: 180_000,
  }, async () => {
    clock += 3600_000;
    const statuses: number[] = [];
    const accounts = Math.ceil(INVITE_CREATE_ADDRESS_LIMIT.count / INVITE_CREATE_LIMIT.count) + 1;
    for (let a = 0; a < accounts; a++) {
      const { cookie } = await registerUser(t.app);
      for (let i = 0; i < INVITE_CREATE_LIMIT.count; i++) {
        statuses.push(
          (await post("/api/invites", READY, cookie, `2001:db8:44:7:${a + 1}::${i + 1}`)).statusCode,
        );
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITE_CREATE_ADDRESS_LIMIT.count);
    const last = await post("/api/invites", READY, (await registerUser(t.app)).cookie, "2001:db8:44:7::99");
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe("Bu adresten çok fazla istek geldi. Lütfen biraz sonra tekrar dene.");
    // another client is not held by it
    expect(
      (await post("/api/invites", READY, (await registerUser(t.app)).cookie, "2001:db8:44:8::1")).statusCode,
    ).toBe(201);
  });

  it(`at most ${MAX_OPEN_INVITES} links are open at once, also when made together; a used one makes room`, {
    timeout: 180_000,
  }, async () => {
    clock += 3600_000;
    const { cookie } = await registerUser(t.app);
    const tokens: string[] = [];
    let address = 0;
    // spread over windows of the per-person limit, as someone making links over days would
    while (tokens.length < MAX_OPEN_INVITES - 3) {
      const res = await post("/api/invites", READY, cookie, `192.0.2.${(address++ % 200) + 1}`);
      if (res.statusCode === 429) {
        clock += INVITE_CREATE_LIMIT.windowMs + 1000;
        continue;
      }
      expect(res.statusCode, res.body).toBe(201);
      tokens.push(res.json().token);
    }
    clock += INVITE_CREATE_LIMIT.windowMs + 1000;
    // eight at once with three places left: exactly three are made
    const together = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post("/api/invites", READY, cookie, `192.0.2.${210 + i}`)),
    );
    expect(tally(together.map((r) => r.statusCode))).toEqual({ 201: 3, 409: 5 });
    expect(together.find((r) => r.statusCode === 409)!.json().message).toBe(
      "Aynı anda en fazla 30 açık bağlantın olabilir. Yenisi için açık bağlantılarından birinin kullanılmasını ya da süresinin dolmasını bekle.",
    );
    // a used link is no longer open
    const answered = await post(
      `/api/invites/${tokens[0]}/answer`,
      { name: "Ayşe", number: "7" },
      undefined,
      "192.0.2.250",
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await post("/api/invites", READY, cookie, "192.0.2.251")).statusCode).toBe(201);
    expect((await post("/api/invites", READY, cookie, "192.0.2.252")).statusCode).toBe(409);
    // nor is an expired one: a week later all are gone
    clock += 8 * 24 * 3600_000;
    expect((await post("/api/invites", READY, cookie, "192.0.2.253")).statusCode).toBe(201);
  });

  it("keeps one copy of a list per person and list, not one per link; maintenance drops it with its last link", {
    timeout: 180_000,
  }, async () => {
    clock += 3600_000;
    const { cookie, user } = await registerUser(t.app);
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post("/api/invites", SPOTIFY, cookie, `198.51.100.${100 + i}`);
      expect(res.statusCode, res.body).toBe(201);
      tokens.push(res.json().token);
    }
    expect((await post("/api/invites", READY, cookie, "198.51.100.120")).statusCode).toBe(201);
    const lists = await t.database.db.$count(inviteLists, eq(inviteLists.userId, user.id));
    expect(lists).toBe(2);
    const copies = await t.database.db.$count(
      friendInvites,
      and(eq(friendInvites.userId, user.id), isNotNull(friendInvites.tracks)),
    );
    expect(copies).toBe(0);
    // a link still shows and draws from its list
    const view = await t.app.inject({ method: "GET", url: `/api/invites/${tokens[5]}` });
    expect(view.json().trackCount).toBeGreaterThan(0);
    const answered = await post(
      `/api/invites/${tokens[5]}/answer`,
      { name: "Zeynep", number: "12" },
      undefined,
      "198.51.100.130",
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().position).toBeGreaterThan(0);

    // two weeks on, maintenance drops the links and then their lists
    clock += 15 * 24 * 3600_000;
    await t.app.maintenance();
    expect(await t.database.db.$count(inviteLists, eq(inviteLists.userId, user.id))).toBe(0);
  });
});
