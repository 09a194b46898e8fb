// @vitest-environment happy-dom
/** A room asked for before signing in waits in the tab once, and only as a ready-made list. */
import { beforeEach, describe, expect, it } from "vitest";
import { keepPendingRoom, takePendingRoom } from "./open-room";

beforeEach(() => sessionStorage.clear());

describe("the room kept across sign-in", () => {
  it("is read once, with its list and theme", () => {
    keepPendingRoom({ source: { type: "ready", id: "doksanlar" }, theme: "ask" });
    expect(takePendingRoom()).toEqual({ source: { type: "ready", id: "doksanlar" }, theme: "ask" });
    expect(takePendingRoom()).toBeNull();
  });

  it("keeps no other list (a playlist or a file would have to be loaded again) and reads nothing odd", () => {
    keepPendingRoom({ source: { type: "spotify", id: "37i9dQZF1DX0XUsuxWHRQd" }, theme: "genel" });
    expect(takePendingRoom()).toBeNull();
    sessionStorage.setItem("pending-room", JSON.stringify({ list: { $gt: 1 }, theme: "genel" }));
    expect(takePendingRoom()).toBeNull();
    sessionStorage.setItem("pending-room", JSON.stringify({ list: "arabesk", theme: "gizli" }));
    expect(takePendingRoom()).toEqual({ source: { type: "ready", id: "arabesk" }, theme: "genel" });
    sessionStorage.setItem("pending-room", "{bozuk");
    expect(takePendingRoom()).toBeNull();
  });
});
