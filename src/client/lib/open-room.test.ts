// @vitest-environment happy-dom
/** A room asked for before signing in waits in the tab until it opens, and only as a ready-made list. */
import { beforeEach, describe, expect, it } from "vitest";
import { forgetPendingRoom, keepPendingRoom, pendingRoom } from "./open-room";

beforeEach(() => sessionStorage.clear());

describe("the room kept across sign-in", () => {
  it("is kept, with its list and theme, until it is forgotten (a reload while it opens leaves it)", () => {
    keepPendingRoom({ source: { type: "ready", id: "doksanlar" }, theme: "ask" });
    expect(pendingRoom()).toEqual({ source: { type: "ready", id: "doksanlar" }, theme: "ask" });
    expect(pendingRoom()).toEqual({ source: { type: "ready", id: "doksanlar" }, theme: "ask" });
    forgetPendingRoom();
    expect(pendingRoom()).toBeNull();
  });

  it("keeps no other list (a playlist or a file would have to be loaded again) and reads nothing odd", () => {
    keepPendingRoom({ source: { type: "spotify", id: "37i9dQZF1DX0XUsuxWHRQd" }, theme: "genel" });
    expect(pendingRoom()).toBeNull();
    sessionStorage.setItem("pending-room", JSON.stringify({ list: { $gt: 1 }, theme: "genel" }));
    expect(pendingRoom()).toBeNull();
    sessionStorage.setItem("pending-room", JSON.stringify({ list: "arabesk", theme: "gizli" }));
    expect(pendingRoom()).toEqual({ source: { type: "ready", id: "arabesk" }, theme: "genel" });
    sessionStorage.setItem("pending-room", "{bozuk");
    expect(pendingRoom()).toBeNull();
  });
});
