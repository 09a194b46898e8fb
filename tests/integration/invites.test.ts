/**
 * 'Bana bir sayı söyle': a link the owner sends, a friend (signed out) answers once within 7 days,
 * and the owner's history gets the draw marked with the friend's name. The link shows the friend
 * the list's name and the owner's first name, nothing else; answering twice at once makes one draw.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPremiumRepository } from "@/server/premium/repository";
import { FRIEND_INVITE_LIFETIME_MS } from "@/shared/limits";
import { readyListTracks } from "@/shared/ready-lists";
import { SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { createSpotifyTestApp, registerUser } from "./helpers";

let clock = Date.now();
let t: Awaited<ReturnType<typeof createSpotifyTestApp>>;
beforeAll(async () => {
  t = await createSpotifyTestApp(() => new Date(clock));
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `203.0.113.${(++addressCounter % 250) + 1}`,
  });

async function makeInvite(
  cookie: string,
  body: object = { sourceType: "ready", sourceId: "arabesk", theme: "genel" },
) {
  const res = await inject("POST", "/api/invites", body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; expiresAt: string };
}

const history = async (cookie: string) =>
  (await inject("GET", "/api/analytics/recent", undefined, cookie)).json() as {
    id: string;
    trackTitle: string;
    friendName: string | null;
  }[];

describe("friend invites", () => {
  it("signed out cannot make a link; a CSV list or an unknown ready list cannot have one", async () => {
    expect(
      (await inject("POST", "/api/invites", { sourceType: "ready", sourceId: "arabesk", theme: "genel" }))
        .statusCode,
    ).toBe(401);
    const { cookie } = await registerUser(t.app);
    const csv = await inject(
      "POST",
      "/api/invites",
      { sourceType: "csv", sourceId: "x", theme: "genel" },
      cookie,
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe("Bu liste için arkadaş bağlantısı yapılamaz");
    const unknown = await inject(
      "POST",
      "/api/invites",
      { sourceType: "ready", sourceId: "yok", theme: "genel" },
      cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Bu hazır liste bulunamadı.");
  });

  it("a premium theme needs Premium to make the link", async () => {
    const { cookie, user } = await registerUser(t.app);
    const refused = await inject(
      "POST",
      "/api/invites",
      { sourceType: "ready", sourceId: "arabesk", theme: "ask" },
      cookie,
    );
    expect(refused.statusCode).toBe(403);
    await createPremiumRepository(t.database.db).grant(user.id, "operator");
    await makeInvite(cookie, { sourceType: "ready", sourceId: "arabesk", theme: "ask" });
  });

  it("the friend sees the list and the owner's first name only, answers once, and the owner's history shows the draw with the friend's name", async () => {
    const { cookie } = await registerUser(t.app, { firstName: "Deniz", lastName: "Yılmaz" });
    const { token, expiresAt } = await makeInvite(cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Date(expiresAt).getTime() - clock).toBe(FRIEND_INVITE_LIFETIME_MS);

    const view = await inject("GET", `/api/invites/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      listName: "Arabesk",
      ownerName: "Deniz",
      trackCount: 50,
      expiresAt,
      state: "open",
    });
    expect(view.body).not.toContain("Yılmaz");
    expect(view.body).not.toContain("@");

    const answered = await inject("POST", `/api/invites/${token}/answer`, { name: "  Ayşe ", number: "53" });
    expect(answered.statusCode, answered.body).toBe(200);
    const third = readyListTracks("arabesk")![2]!;
    expect(answered.json()).toEqual({
      number: "53",
      position: 3,
      trackTitle: third.title,
      trackArtist: third.artist,
      trackExternalUrl: third.externalUrl,
      ownerName: "Deniz",
    });

    const [draw] = await history(cookie);
    expect(draw).toMatchObject({ trackTitle: third.title, friendName: "Ayşe", number: "53", theme: "genel" });
    // The shared page of that draw does not carry the friend's name.
    const shared = await inject("GET", `/api/draws/${draw!.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).not.toContain("Ayşe");

    // Once only.
    const again = await inject("POST", `/api/invites/${token}/answer`, { name: "Mehmet", number: "1" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Bu bağlantıyla bir sayı zaten seçildi. Her bağlantı bir kez kullanılabilir.",
    );
    expect((await inject("GET", `/api/invites/${token}`)).json().state).toBe("used");
    expect(await history(cookie)).toHaveLength(1);

    // The KVKK export lists the link (not its secret) and who answered it.
    const exported = (await inject("GET", "/api/account/export", undefined, cookie)).json();
    expect(exported.friendInvites).toEqual([
      expect.objectContaining({ listName: "Arabesk", friendName: "Ayşe", expiresAt }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(token);
  });

  it("two answers at once make exactly one draw", async () => {
    const { cookie } = await registerUser(t.app);
    const { token } = await makeInvite(cookie);
    const answers = await Promise.all(
      ["Ali", "Veli", "Ayşe", "Fatma", "Can"].map((name, i) =>
        inject("POST", `/api/invites/${token}/answer`, { name, number: String(i + 1) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await history(cookie)).toHaveLength(1);
  });

  it("after 7 days the link has expired: 410, nothing drawn", async () => {
    const { cookie } = await registerUser(t.app);
    const { token } = await makeInvite(cookie);
    const start = clock;
    clock = start + FRIEND_INVITE_LIFETIME_MS + 1000;
    try {
      expect((await inject("GET", `/api/invites/${token}`)).json().state).toBe("expired");
      const late = await inject("POST", `/api/invites/${token}/answer`, { name: "Ayşe", number: "3" });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe("Bu bağlantının süresi dolmuş. Arkadaşından yeni bir bağlantı iste.");
    } finally {
      clock = start;
    }
    expect(await history(cookie)).toHaveLength(0);
  });

  it("unknown or malformed tokens are 404; a bad name or number is a 400 in Turkish and keeps the link open", async () => {
    expect((await inject("GET", "/api/invites/AAAAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    expect((await inject("GET", "/api/invites/../../etc")).statusCode).toBe(404);
    expect((await inject("POST", "/api/invites/kisa/answer", { name: "Ayşe", number: "3" })).statusCode).toBe(
      404,
    );

    const { cookie } = await registerUser(t.app);
    const { token } = await makeInvite(cookie);
    for (const [body, message] of [
      [{ name: "   ", number: "3" }, "Adını yaz: arkadaşın sayıyı kimin seçtiğini görecek"],
      [{ name: "Ayşe", number: "üç" }, "Geçerli bir tam sayı yaz"],
      [{ name: "https://kotu.example", number: "3" }, "Ad harf ve boşluklardan oluşmalı"],
      [{ name: "A".repeat(31), number: "3" }, "Ad en fazla 30 karakter olabilir"],
    ] as const) {
      const res = await inject("POST", `/api/invites/${token}/answer`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await inject("GET", `/api/invites/${token}`)).json().state).toBe("open");
  });

  it("a Spotify list is taken from the server's own load; erasing the account erases its links", async () => {
    const { cookie } = await registerUser(t.app);
    const loaded = await inject(
      "POST",
      "/api/spotify/tracks",
      { urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID },
      cookie,
    );
    expect(loaded.statusCode).toBe(200);
    const tracks = loaded.json().tracks as { title: string }[];
    const { token } = await makeInvite(cookie, {
      sourceType: "spotify",
      sourceId: SPOTIFY_FIXTURE_PLAYLIST_ID,
      theme: "genel",
    });
    expect((await inject("GET", `/api/invites/${token}`)).json()).toMatchObject({
      listName: "Spotify playlisti",
      trackCount: tracks.length,
    });
    const answered = await inject("POST", `/api/invites/${token}/answer`, { name: "Ayşe", number: "1" });
    expect(answered.json().trackTitle).toBe(tracks[0]!.title);

    // Erasing the account erases its links too.
    const { token: second } = await makeInvite(cookie);
    const erased = await inject(
      "DELETE",
      "/api/account",
      { confirm: "SİL", password: "gizli-sifre" },
      cookie,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await inject("GET", `/api/invites/${second}`)).statusCode).toBe(404);
  });
});
