/**
 * The Draw module's changes, as the bus tells them (ADR 029): one event per change, after it, with
 * the draw's version one higher each time; a change that changes nothing, or a draw that is not
 * yours, tells nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { draws } from "@/server/db/schema";
import { createTestApp, registerUser, saveCommentedDraw, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the draw's events", () => {
  it("one event per change, in order, versions 1, 2, 3 …; nothing for no change or someone else's draw", async () => {
    const { cookie, user } = await registerUser(t.app);
    await createAuthRepository(t.database.db).setPremium(user.id, true);
    const other = await registerUser(t.app);
    const heard: string[] = [];
    const stop = t.app.events.subscribe(["draw.created", "draw.updated", "draw.deleted"], (e, meta) => {
      const what = "field" in e ? `${e.field}${e.publicChange ? " (public)" : ""}` : "";
      heard.push(`${meta.topic} v${e.version} ${what}`.trim());
      expect(e.ownerId).toBe(user.id);
      expect(meta.local).toBe(true);
    });
    try {
      const id = await saveCommentedDraw(t.app, cookie, { number: "7", hint: "sınav" });
      const send = (method: "PATCH" | "DELETE", url: string, payload?: object, as = cookie) =>
        t.app.inject({ method, url, headers: { cookie: as }, payload });

      // the same design again, and another person's attempts: no change, no event
      expect((await send("PATCH", `/api/draws/${id}/share-theme`, { shareTheme: "klasik" })).statusCode).toBe(
        200,
      );
      expect((await send("PATCH", `/api/draws/${id}/favorite`, undefined, other.cookie)).statusCode).toBe(
        404,
      );
      expect((await send("DELETE", `/api/draws/${id}`, undefined, other.cookie)).statusCode).toBe(404);
      expect(heard).toEqual(["draw.created v1"]);

      expect((await send("PATCH", `/api/draws/${id}/favorite`)).statusCode).toBe(200);
      expect((await send("PATCH", `/api/draws/${id}/share-theme`, { shareTheme: "gece" })).statusCode).toBe(
        200,
      );
      expect((await send("PATCH", `/api/draws/${id}/hint`, { hidden: false })).statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ version: draws.version })
        .from(draws)
        .where(eq(draws.id, id));
      expect(row?.version).toBe(4);
      expect((await send("DELETE", `/api/draws/${id}`)).statusCode).toBe(200);

      expect(heard).toEqual([
        "draw.created v1",
        "draw.updated v2 favorite",
        "draw.updated v3 shareTheme (public)",
        "draw.updated v4 hintHidden (public)",
        "draw.deleted v4",
      ]);
    } finally {
      stop();
    }
  });

  it("erasing an account tells every one of its draws as deleted", async () => {
    const { cookie, user } = await registerUser(t.app);
    const ids = [
      await saveCommentedDraw(t.app, cookie, { number: "1" }),
      await saveCommentedDraw(t.app, cookie, { number: "2" }),
    ];
    const deleted: string[] = [];
    const stop = t.app.events.subscribe("draw.deleted", (e) => {
      if (e.ownerId === user.id) deleted.push(e.id);
    });
    try {
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        payload: { password: "gizli-sifre" },
      });
      expect(res.statusCode).toBe(200);
      expect(deleted.sort()).toEqual([...ids].sort());
    } finally {
      stop();
    }
  });
});
