import { describe, expect, it } from "vitest";
import { ROOM_MEMBERS_MAX } from "@/shared/api/rooms";
import { renderRoomStorySvg } from "./story-image";

describe("the room's story image", () => {
  it("is 1080x1920 and draws every Turkish letter of twelve members' names and songs", async () => {
    const missing: string[] = [];
    const members = Array.from({ length: ROOM_MEMBERS_MAX }, (_, i) => ({
      name: `Çağrı Şeyma İğdır ${i + 1}`,
      trackTitle: `Gönül Dağı ${i + 1}`,
      trackArtist: "Neşet Ertaş",
    }));
    const svg = await renderRoomStorySvg("K7MPQ2", members, (segment) => missing.push(segment));
    expect(missing).toEqual([]);
    expect(svg).toMatch(/^<svg[^>]*width="1080"[^>]*height="1920"/);
    // satori draws text as paths: twelve members' three lines each, and the title and footer
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThan(12 * 3);
  });
});
