/**
 * 'Günün Şarkısı' (ADR 040): GET /api/daily answers the same all Istanbul day and a new song after
 * 00:00 there, from the list the person used last (else a ready-made list); saving makes one draw
 * (origin "daily") that history, the shared page and the streak see. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPremiumRepository } from "@/server/premium/repository";
import type { DailySong } from "@/shared/api/daily";
import { drawBody } from "@/shared/draw-body";
import { READY_LISTS, readyListTracks } from "@/shared/ready-lists";
import { SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { createSpotifyTestApp, registerUser } from "./helpers";

// 2026-11-28 23:59:30 in Istanbul (UTC+3)
const BEFORE_MIDNIGHT = Date.parse("2026-11-28T20:59:30Z");
let clock = BEFORE_MIDNIGHT;
let t: Awaited<ReturnType<typeof createSpotifyTestApp>>;
beforeAll(async () => {
  t = await createSpotifyTestApp(() => new Date(clock));
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const inject = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `198.51.100.${(++addressCounter % 250) + 1}`,
  });

async function daily(cookie: string): Promise<DailySong> {
  const res = await inject("GET", "/api/daily", cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json();
}

/** A draw of the person's own from a list (POST /api/comment, then /api/draws). */
async function drawFrom(
  cookie: string,
  source: { sourceType: "ready" | "spotify" | "csv"; sourceId: string },
  track: { id: string; title: string; artist: string },
) {
  const comment = await inject("POST", "/api/comment", cookie, {
    track,
    theme: "genel",
    salt: `liste-${Math.random()}`,
    number: "3",
  });
  expect(comment.statusCode, comment.body).toBe(200);
  const saved = await inject(
    "POST",
    "/api/draws",
    cookie,
    drawBody(comment.json(), track, { number: "3", ...source }),
  );
  expect(saved.statusCode, saved.body).toBe(201);
}

describe("GET /api/daily", () => {
  it("asks to sign in, in Turkish", async () => {
    const res = await inject("GET", "/api/daily");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Bu işlem için giriş yapmalısın");
    const save = await inject("POST", "/api/daily/save", undefined, {});
    expect(save.statusCode).toBe(401);
  });

  it("answers the same all day, and a new song after 00:00 Istanbul time", async () => {
    clock = BEFORE_MIDNIGHT;
    const { cookie } = await registerUser(t.app);
    const first = await daily(cookie);
    expect(first.date).toBe("2026-11-28");
    expect(first.number).toBeGreaterThanOrEqual(1);
    expect(first.number).toBeLessThanOrEqual(99);
    expect(first.comment.length).toBeGreaterThan(10);
    expect(first.headline.length).toBeGreaterThan(3);
    expect(first.saved).toBe(false);
    expect(first.drawId).toBeNull();
    // the song by the usual rule, from its list
    const list = READY_LISTS.find((l) => l.name === first.list.name)!;
    const tracks = readyListTracks(list.id)!;
    expect(first.list).toEqual({ sourceType: "ready", name: list.name, count: tracks.length });
    expect(tracks[(first.number - 1) % tracks.length]!.title).toBe(first.track.title);
    expect(first.position).toBe(((first.number - 1) % tracks.length) + 1);

    clock = BEFORE_MIDNIGHT + 25_000; // 23:59:55
    expect(await daily(cookie)).toEqual(first);

    clock = BEFORE_MIDNIGHT + 31_000; // 00:00:01 the next day
    const next = await daily(cookie);
    expect(next.date).toBe("2026-11-29");
    expect(next.list.name).toBe(first.list.name);
    // never yesterday's song from the same list
    expect(next.track.title).not.toBe(first.track.title);
    expect(await daily(cookie)).toEqual(next);
  });

  it("is the person's own: two people get their own songs", async () => {
    clock = BEFORE_MIDNIGHT;
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const seen: string[][] = [[], []];
    for (let day = 0; day < 3; day++) {
      clock = BEFORE_MIDNIGHT + 60_000 + day * 24 * 3600_000;
      for (const [i, who] of [a, b].entries()) {
        const song = await daily(who.cookie);
        seen[i]!.push(`${song.list.name}#${song.number}`);
      }
    }
    expect(seen[0]).not.toEqual(seen[1]);
  });

  it("comes from the list the person used last that the server can load again", async () => {
    clock = BEFORE_MIDNIGHT;
    const { cookie } = await registerUser(t.app);
    // a Spotify playlist, then a ready-made list, then a CSV file (not kept): the ready-made one
    const spotifyTracks = await inject("POST", "/api/spotify/tracks", cookie, {
      urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID,
    });
    expect(spotifyTracks.statusCode, spotifyTracks.body).toBe(200);
    const loaded = spotifyTracks.json() as {
      id: string;
      tracks: { id: string; title: string; artist: string }[];
    };
    await drawFrom(cookie, { sourceType: "spotify", sourceId: loaded.id }, loaded.tracks[0]!);
    const arabesk = readyListTracks("arabesk")!;
    await drawFrom(cookie, { sourceType: "ready", sourceId: "arabesk" }, arabesk[0]!);
    await drawFrom(
      cookie,
      { sourceType: "csv", sourceId: "" },
      { id: "csv:t:abc", title: "Kendi Şarkım", artist: "Ben" },
    );
    const song = await daily(cookie);
    expect(song.list.name).toBe(READY_LISTS.find((l) => l.id === "arabesk")!.name);
    expect(arabesk.map((x) => x.title)).toContain(song.track.title);

    // the next day the Spotify playlist is the newest (a draw from it)
    await drawFrom(cookie, { sourceType: "spotify", sourceId: loaded.id }, loaded.tracks[1]!);
    clock = BEFORE_MIDNIGHT + 60_000;
    const next = await daily(cookie);
    expect(next.list).toEqual({
      sourceType: "spotify",
      name: "Spotify playlisti",
      count: loaded.tracks.length,
    });
    expect(loaded.tracks[(next.number - 1) % loaded.tracks.length]!.title).toBe(next.track.title);
  });
});

describe("POST /api/daily/save", () => {
  it("saves the song as one draw (origin daily), however often it is asked; saved turns true", async () => {
    clock = Date.now();
    const { cookie, user } = await registerUser(t.app);
    const song = await daily(cookie);
    const first = await inject("POST", "/api/daily/save", cookie, {});
    expect(first.statusCode, first.body).toBe(201);
    const { id, date } = first.json() as { id: string; date: string };
    expect(date).toBe(song.date);
    const again = await inject("POST", "/api/daily/save", cookie, { date: song.date });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    const both = await Promise.all([
      inject("POST", "/api/daily/save", cookie),
      inject("POST", "/api/daily/save", cookie),
    ]);
    expect(both.map((r) => [r.statusCode, r.json().id])).toEqual([
      [200, id],
      [200, id],
    ]);

    expect(await daily(cookie)).toEqual({ ...song, saved: true, drawId: id });

    const history = (await inject("GET", "/api/analytics/recent", cookie)).json() as {
      id: string;
      origin: string;
      trackTitle: string;
      short: string;
      number: string;
    }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id,
      origin: "daily",
      trackTitle: song.track.title,
      short: song.comment,
      number: String(song.number),
    });
    // the shared page's data says it was the song of the day
    const shared = await inject("GET", `/api/draws/${id}`);
    expect(shared.json()).toMatchObject({ origin: "daily", trackTitle: song.track.title });

    // the streak in statistics counts it
    await createPremiumRepository(t.database.db).grant(user.id, "operator");
    const stats = await inject("GET", "/api/analytics/detailed", cookie);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().streak).toMatchObject({ current: 1, longest: 1 });
  });

  it("refuses a day with no song, a day long gone and a malformed date, in Turkish", async () => {
    clock = BEFORE_MIDNIGHT;
    const { cookie } = await registerUser(t.app);
    const none = await inject("POST", "/api/daily/save", cookie, {});
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      "Bu günün şarkısı bulunamadı. Günün şarkısını ana sayfadan açıp tekrar dene.",
    );
    await daily(cookie);
    // yesterday's song may still be saved just after midnight, not two days later
    clock = BEFORE_MIDNIGHT + 60_000;
    const yesterday = await inject("POST", "/api/daily/save", cookie, { date: "2026-11-28" });
    expect(yesterday.statusCode, yesterday.body).toBe(201);
    clock = BEFORE_MIDNIGHT + 2 * 24 * 3600_000;
    const old = await inject("POST", "/api/daily/save", cookie, { date: "2026-11-28" });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe("Günün şarkısı yalnızca kendi gününde ya da ertesi gün kaydedilebilir.");
    const bad = await inject("POST", "/api/daily/save", cookie, { date: "dün" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tarih YYYY-AA-GG biçiminde olmalı");
  });

  it("answers the same song to two asks at once (one kept)", async () => {
    clock = BEFORE_MIDNIGHT + 7 * 24 * 3600_000;
    const { cookie } = await registerUser(t.app);
    const [a, b] = await Promise.all([daily(cookie), daily(cookie)]);
    expect(a).toEqual(b);
  });
});
