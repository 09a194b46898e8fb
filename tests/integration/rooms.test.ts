/**
 * Fal Odası (ADR 036): a host opens a room, guests join by its code with a cookie and no account,
 * pick numbers in secret, the host reveals; every member's stream sees it, in order, and a reconnect
 * with Last-Event-ID misses nothing. Limits: 12 members (joins at once included), names, a guest
 * reading another room, open streams per address, the 24 hours and the maintenance deletion.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawIndex } from "@/shared/draw";
import { readyListTracks } from "@/shared/ready-lists";
import { openSse } from "../support/sse";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let clock = Date.now();
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock), tuning: { roomStreamsPerAddress: 4 } });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const nextAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;
const inject = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: object,
  cookie?: string,
  address?: string,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: address ?? nextAddress(),
  });

const ARABESK = readyListTracks("arabesk")!;

async function openRoom(cookie: string, body: object = {}) {
  const res = await inject(
    "POST",
    "/api/rooms",
    { source: { type: "ready", id: "arabesk" }, theme: "genel", name: "Ayşe", ...body },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { code: string; url: string; expiresAt: string };
}

/** A guest joins; answers the cookie header that is now theirs in the room. */
async function joinAsGuest(code: string, name: string) {
  const res = await inject("POST", `/api/rooms/${code}/join`, { name });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === `sf_oda_${code}`);
  expect(cookie?.httpOnly).toBe(true);
  return {
    cookie: `sf_oda_${code}=${cookie!.value}`,
    memberId: (res.json() as { memberId: string }).memberId,
  };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Waits until the server has seen the streams the tests closed go (at most `left` remain). */
async function streamsClosed(left = 0) {
  for (let i = 0; i < 100 && t.app.roomStreams.count() > left; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(t.app.roomStreams.count()).toBe(left);
}

const state = async (code: string, cookie?: string) => inject("GET", `/api/rooms/${code}`, undefined, cookie);

describe("Fal Odası", () => {
  it("opening needs an account; the code is 6 characters without look-alikes and lives 24 hours", async () => {
    const signedOut = await inject("POST", "/api/rooms", {
      source: { type: "ready", id: "arabesk" },
      theme: "genel",
    });
    expect(signedOut.statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const unknown = await inject(
      "POST",
      "/api/rooms",
      { source: { type: "ready", id: "yok" }, theme: "genel" },
      cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Bu hazır liste bulunamadı.");
    const badType = await inject(
      "POST",
      "/api/rooms",
      { source: { type: "ftp", id: "x" }, theme: "genel" },
      cookie,
    );
    expect(badType.statusCode).toBe(400);

    const room = await openRoom(cookie);
    expect(room.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(room.url).toBe(`/oda/${room.code}`);
    expect(new Date(room.expiresAt).getTime() - clock).toBe(24 * 3600_000);
    const view = await state(room.code, cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: "open", trackCount: ARABESK.length, you: { isHost: true } });
    expect(view.json().members).toEqual([
      expect.objectContaining({ name: "Ayşe", isHost: true, picked: false }),
    ]);
  });

  it("a CSV room draws from the host's own tracks", async () => {
    const { cookie } = await registerUser(t.app);
    const tracks = [
      { id: "csv:t:1", title: "Bir", artist: "A" },
      { id: "csv:t:2", title: "İki", artist: "B" },
    ];
    const room = await openRoom(cookie, { source: { type: "csv", tracks } });
    await inject("POST", `/api/rooms/${room.code}/pick`, { number: "4" }, cookie);
    const revealed = await inject("POST", `/api/rooms/${room.code}/reveal`, undefined, cookie);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().members[0].result).toMatchObject({ number: "4", position: 2, trackTitle: "İki" });
  });

  it("names: invisible characters removed, at most 24, no links, none the classifier flags", async () => {
    const { cookie } = await registerUser(t.app);
    const { code } = await openRoom(cookie);
    const join = (name: string) => inject("POST", `/api/rooms/${code}/join`, { name });
    const zeroWidth = await join("Me\u200Bhmet\u202E");
    expect(zeroWidth.statusCode).toBe(200);
    expect((await join("x".repeat(25))).json().message).toBe("Ad en fazla 24 karakter olabilir");
    expect((await join("bak www.ornek.com")).statusCode).toBe(400);
    expect((await join("kumar.com")).statusCode).toBe(400);
    const flagged = await join("intihar");
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json().message).toBe("Bu ad odada gösterilemez. Başka bir ad yaz.");
    const view = (await state(code, cookie)).json();
    expect(view.members.map((m: { name: string }) => m.name)).toEqual(["Ayşe", "Mehmet"]);
  });

  it("at most 12 members, even when 15 join at once", async () => {
    const { cookie } = await registerUser(t.app);
    const { code } = await openRoom(cookie);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        inject("POST", `/api/rooms/${code}/join`, { name: `Misafir ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(11);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      "Bu oda dolu: bir odada en fazla 12 kişi olabilir.",
    );
    expect((await state(code, cookie)).json().members).toHaveLength(12);
  });

  it("numbers stay secret until the reveal; a guest cannot read another room or reveal", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie);
    const zeynep = await joinAsGuest(code, "Zeynep");
    const can = await joinAsGuest(code, "Can");
    const member = await registerUser(t.app);
    const signedIn = await inject("POST", `/api/rooms/${code}/join`, { name: "Deniz" }, member.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((c) => c.name === `sf_oda_${code}`)).toBeUndefined();

    expect((await inject("POST", `/api/rooms/${code}/pick`, { number: "7" }, zeynep.cookie)).statusCode).toBe(
      200,
    );
    // changed before the reveal: the last one counts
    expect((await inject("POST", `/api/rooms/${code}/pick`, { number: 123 }, zeynep.cookie)).statusCode).toBe(
      200,
    );
    expect((await inject("POST", `/api/rooms/${code}/pick`, { number: "5" }, member.cookie)).statusCode).toBe(
      200,
    );
    expect((await inject("POST", `/api/rooms/${code}/pick`, { number: "beş" }, can.cookie)).statusCode).toBe(
      400,
    );
    expect((await inject("POST", `/api/rooms/${code}/pick`, { number: "5" })).statusCode).toBe(404);

    const canView = (await state(code, can.cookie)).json();
    expect(canView.you).toMatchObject({ memberId: can.memberId, isHost: false, number: null });
    expect(JSON.stringify(canView)).not.toContain("123");
    expect(canView.members.map((m: { picked: boolean }) => m.picked)).toEqual([false, true, false, true]);
    expect((await state(code, zeynep.cookie)).json().you.number).toBe("123");

    // another room: its cookie, or none, reads nothing of this one (the same 404 as no room)
    const other = await openRoom((await registerUser(t.app)).cookie);
    const stranger = await joinAsGuest(other.code, "Yabancı");
    const foreign = await state(code, stranger.cookie.replace(other.code, code));
    expect(foreign.statusCode).toBe(404);
    expect((await state(code, stranger.cookie)).statusCode).toBe(404);
    expect((await state(code)).statusCode).toBe(404);
    const nothing = await state("ZZZZZZ", zeynep.cookie);
    expect(nothing.statusCode).toBe(404);
    // "not yours" reads exactly like "no such room": nothing tells a guest that the code exists
    expect(foreign.json()).toEqual(nothing.json());
    expect(
      (await inject("POST", `/api/rooms/${code}/pick`, { number: "1" }, stranger.cookie)).json(),
    ).toEqual(nothing.json());
    expect((await inject("POST", `/api/rooms/${code}/reveal`, undefined, stranger.cookie)).statusCode).toBe(
      404,
    );

    const byGuest = await inject("POST", `/api/rooms/${code}/reveal`, undefined, zeynep.cookie);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().message).toBe("Falları yalnızca odanın sahibi açabilir.");
  });

  it("the reveal gives each picked member (number - 1) mod count, a comment, and a signed-in member a draw", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie);
    const zeynep = await joinAsGuest(code, "Zeynep");
    const can = await joinAsGuest(code, "Can");
    const member = await registerUser(t.app);
    await inject("POST", `/api/rooms/${code}/join`, { name: "Deniz" }, member.cookie);
    const nobody = await inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe("Henüz kimse sayı seçmedi.");
    await inject(
      "POST",
      `/api/rooms/${code}/pick`,
      { number: "123456789012345678901234567890" },
      zeynep.cookie,
    );
    await inject("POST", `/api/rooms/${code}/pick`, { number: "-3" }, member.cookie);
    await inject("POST", `/api/rooms/${code}/pick`, { number: "1" }, host.cookie);

    // two reveals at once: one writes the results, the other is told
    const [a, b] = await Promise.all([
      inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie),
      inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);

    const view = (await state(code, can.cookie)).json();
    expect(view.state).toBe("revealed");
    const byName = Object.fromEntries(view.members.map((m: { name: string }) => [m.name, m]));
    const songOf = (n: string) => ARABESK[drawIndex(BigInt(n), ARABESK.length)]!;
    for (const [name, n] of [
      ["Zeynep", "123456789012345678901234567890"],
      ["Deniz", "-3"],
      ["Ayşe", "1"],
    ] as const) {
      expect(byName[name].result).toMatchObject({
        number: n,
        position: drawIndex(BigInt(n), ARABESK.length) + 1,
        trackTitle: songOf(n).title,
        trackArtist: songOf(n).artist,
      });
      expect(byName[name].result.short.length).toBeGreaterThan(10);
    }
    expect(byName.Can.result).toBeNull();
    expect(view.storyImagePath).toBe(`/api/og/room/${code}?format=story`);

    const late = await inject("POST", `/api/rooms/${code}/pick`, { number: "2" }, can.cookie);
    expect(late.statusCode).toBe(409);
    expect((await inject("POST", `/api/rooms/${code}/join`, { name: "Geç" })).statusCode).toBe(409);

    // the signed-in member and the host find the room's song in their history; guests have none
    for (const [cookie, n] of [
      [member.cookie, "-3"],
      [host.cookie, "1"],
    ] as const) {
      const history = (await inject("GET", "/api/draws", undefined, cookie)).json();
      expect(history.draws).toHaveLength(1);
      expect(history.draws[0]).toMatchObject({
        number: n,
        trackTitle: songOf(n).title,
        sourceType: "ready",
        origin: "room",
      });
    }
  });

  it("the group story image: 1080x1920 PNG for the room's members, after the reveal", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie, { name: "Ayşe" });
    const guest = await joinAsGuest(code, "Çağrı Şeyma");
    const story = (cookie?: string) => inject("GET", `/api/og/room/${code}?format=story`, undefined, cookie);
    expect((await story(guest.cookie)).statusCode).toBe(409);
    await inject("POST", `/api/rooms/${code}/pick`, { number: "8" }, guest.cookie);
    await inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie);
    expect((await story()).statusCode).toBe(404);
    const other = await openRoom((await registerUser(t.app)).cookie);
    const stranger = await joinAsGuest(other.code, "Yabancı");
    expect((await story(stranger.cookie)).statusCode).toBe(404);
    const res = await story(guest.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
  });

  it("streams send every event with its id; a reconnect with Last-Event-ID misses nothing", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie);
    const zeynep = await joinAsGuest(code, "Zeynep");
    const hostStream = await openSse(`${base}/api/rooms/${code}/events`, { cookie: host.cookie });
    const guestStream = await openSse(`${base}/api/rooms/${code}/events`, { cookie: zeynep.cookie });
    expect(hostStream.status).toBe(200);
    // what happened before the stream opened comes first (no Last-Event-ID: from the start)
    const first = await guestStream.waitFor("member-joined");
    expect(first.id).toBe("1");
    expect(JSON.parse(first.data)).toEqual({ memberId: zeynep.memberId, name: "Zeynep" });

    const can = await joinAsGuest(code, "Can");
    await hostStream.waitFor("member-joined", 2);
    await inject("POST", `/api/rooms/${code}/pick`, { number: "31415926535" }, can.cookie);
    const picked = await guestStream.waitFor("member-picked");
    expect(JSON.parse(picked.data)).toEqual({ memberId: can.memberId });
    expect(picked.data).not.toContain("31415926535");
    guestStream.close();

    // while Zeynep is away: a pick and the reveal
    await inject("POST", `/api/rooms/${code}/pick`, { number: "9" }, zeynep.cookie);
    await inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie);
    const revealed = await hostStream.waitFor("revealed");
    const members = JSON.parse(revealed.data).members as {
      name: string;
      result: { number: string } | null;
    }[];
    expect(members.map((m) => [m.name, m.result?.number ?? null])).toEqual([
      ["Ayşe", null],
      ["Zeynep", "9"],
      ["Can", "31415926535"],
    ]);
    expect(hostStream.events.map((e) => Number(e.id))).toEqual([1, 2, 3, 4, 5]);

    const back = await openSse(`${base}/api/rooms/${code}/events`, {
      cookie: zeynep.cookie,
      "last-event-id": "3",
    });
    await back.waitFor("revealed");
    expect(back.events.map((e) => [e.id, e.event])).toEqual([
      ["4", "member-picked"],
      ["5", "revealed"],
    ]);
    back.close();
    hostStream.close();

    const outsider = await openSse(`${base}/api/rooms/${code}/events`);
    expect(outsider.status).toBe(404);
  });

  it("an address holds a bounded number of open streams", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie);
    await streamsClosed();
    const open = [];
    for (let i = 0; i < 4; i++)
      open.push(await openSse(`${base}/api/rooms/${code}/events`, { cookie: host.cookie }));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const refused = await openSse(`${base}/api/rooms/${code}/events`, { cookie: host.cookie });
    expect(refused.status).toBe(429);
    open[0]!.close();
    await streamsClosed(3);
    const again = await openSse(`${base}/api/rooms/${code}/events`, { cookie: host.cookie });
    expect(again.status).toBe(200);
    for (const s of [...open, again]) s.close();
  });

  it("after 24 hours a room is closed: streams hear `closed`, maintenance deletes every row", async () => {
    const host = await registerUser(t.app);
    const { code } = await openRoom(host.cookie);
    const guest = await joinAsGuest(code, "Zeynep");
    await inject("POST", `/api/rooms/${code}/pick`, { number: "3" }, guest.cookie);
    await streamsClosed();
    const stream = await openSse(`${base}/api/rooms/${code}/events`, { cookie: guest.cookie });
    expect(stream.status).toBe(200);
    await stream.waitFor("member-picked");
    clock += 24 * 3600_000 + 1000;
    try {
      expect((await state(code, guest.cookie)).json().state).toBe("closed");
      expect(
        (await inject("POST", `/api/rooms/${code}/pick`, { number: "4" }, guest.cookie)).statusCode,
      ).toBe(410);
      const [room] = await rows<{ id: string }>(sql`select id from rooms where code = ${code}`);
      await t.app.maintenance();
      const closed = await stream.waitFor("closed");
      expect(Number(closed.id)).toBe(3);
      await stream.ended;
      expect((await state(code, guest.cookie)).statusCode).toBe(404);
      const [left] = await rows<{ n: string | number }>(
        sql`select (select count(*) from room_members where room_id = ${room!.id})
          + (select count(*) from room_events where room_id = ${room!.id}) as n`,
      );
      expect(Number(left!.n)).toBe(0);
    } finally {
      clock -= 24 * 3600_000 + 1000;
    }
  });
  it("budgets: 10 room openings a person in 10 minutes (5 open at once), 20 joins a guest address", async () => {
    const { cookie } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await inject(
        "POST",
        "/api/rooms",
        { source: { type: "ready", id: "arabesk" }, theme: "genel" },
        cookie,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe("Çok fazla oda açtın. Biraz bekleyip tekrar dene.");
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409, 429]);

    const host = await registerUser(t.app);
    const rooms = [await openRoom(host.cookie), await openRoom(host.cookie)];
    const address = "203.0.113.77";
    const joins: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await inject(
        "POST",
        `/api/rooms/${rooms[i % 2]!.code}/join`,
        { name: `Misafir ${i}` },
        undefined,
        address,
      );
      joins.push(res.statusCode);
    }
    // the first 11 fill one room to 12 (409 after), the other takes the rest; the 21st is over budget
    expect(joins.filter((c) => c === 429)).toEqual([429]);
    expect(joins.at(-1)).toBe(429);
  });

  it("the KVKK export lists the rooms a person hosts or joined; deleting the account leaves nothing of them in a room", async () => {
    const host = await registerUser(t.app, { password: "gizli-sifre" });
    const member = await registerUser(t.app, { password: "gizli-sifre" });
    const { code } = await openRoom(host.cookie, { name: "Ayşe" });
    const guest = await joinAsGuest(code, "Zeynep");
    await inject("POST", `/api/rooms/${code}/join`, { name: "Deniz Silinecek" }, member.cookie);
    await inject("POST", `/api/rooms/${code}/pick`, { number: "5" }, member.cookie);
    await inject("POST", `/api/rooms/${code}/pick`, { number: "9" }, guest.cookie);
    expect((await inject("POST", `/api/rooms/${code}/reveal`, undefined, host.cookie)).statusCode).toBe(200);
    const storyBefore = await inject("GET", `/api/og/room/${code}?format=story`, undefined, guest.cookie);
    expect(storyBefore.statusCode).toBe(200);

    const exported = (await inject("GET", "/api/account/export", undefined, member.cookie)).json();
    expect(exported.rooms).toEqual([
      expect.objectContaining({
        code,
        host: false,
        name: "Deniz Silinecek",
        number: "5",
        song: expect.objectContaining({ trackTitle: ARABESK[4]!.title }),
      }),
    ]);
    expect((await inject("GET", "/api/account/export", undefined, host.cookie)).json().rooms).toEqual([
      expect.objectContaining({ code, host: true, name: "Ayşe", number: null, song: null }),
    ]);

    const deleted = await inject("DELETE", "/api/account", { password: "gizli-sifre" }, member.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const view = (await state(code, guest.cookie)).json();
    expect(view.members.map((m: { name: string }) => m.name)).toEqual(["Ayşe", "Zeynep"]);
    const [room] = await rows<{ id: string }>(sql`select id from rooms where code = ${code}`);
    const events = await rows<{ data: unknown }>(
      sql`select data from room_events where room_id = ${room!.id}`,
    );
    expect(JSON.stringify(events)).not.toContain("Deniz Silinecek");
    expect(events.length).toBeGreaterThan(0);
    // the story image is drawn again without them
    const storyAfter = await inject("GET", `/api/og/room/${code}?format=story`, undefined, guest.cookie);
    expect(storyAfter.statusCode).toBe(200);
    expect(Buffer.compare(storyAfter.rawPayload, storyBefore.rawPayload)).not.toBe(0);

    // the host's account goes: the room goes whole, guests and events with it
    expect(
      (await inject("DELETE", "/api/account", { password: "gizli-sifre" }, host.cookie)).statusCode,
    ).toBe(200);
    expect((await state(code, guest.cookie)).statusCode).toBe(404);
    const [left] = await rows<{ n: string | number }>(
      sql`select (select count(*) from room_members where room_id = ${room!.id})
        + (select count(*) from room_events where room_id = ${room!.id}) as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});
