/**
 * A fake media host (covers and 30-second previews), like i.scdn.co and p.scdn.co: serves
 * generated MP3 click tracks at /preview/{bpm}.mp3 and a small PNG cover at /cover/{name}.png.
 */
import { Resvg } from "@resvg/resvg-js";
import { type FakeServer, startFakeServer } from "./http";
import { makeClickTrackMp3 } from "./mp3";

// A real 300x300 PNG cover, drawn once.
const COVER_PNG = Buffer.from(
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b1f73"/><stop offset="1" stop-color="#c9a227"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/><circle cx="150" cy="150" r="80" fill="#111" /><circle cx="150" cy="150" r="20" fill="#e8c25a"/></svg>',
  )
    .render()
    .asPng(),
);

export interface FakeMedia extends FakeServer {
  previewUrl(bpm: number): string;
  coverUrl(name?: string): string;
}

export async function startFakeMedia(): Promise<FakeMedia> {
  const previews = new Map<number, Buffer>();
  const server = await startFakeServer((req) => {
    const preview = /^\/preview\/(\d{2,3})\.mp3$/.exec(req.path);
    if (preview) {
      const bpm = Number(preview[1]);
      let bytes = previews.get(bpm);
      if (!bytes) {
        bytes = Buffer.from(makeClickTrackMp3({ bpm, seconds: 30 }));
        previews.set(bpm, bytes);
      }
      return { status: 200, headers: { "content-type": "audio/mpeg" }, body: bytes };
    }
    if (/^\/cover\/[\w-]+\.png$/.test(req.path)) {
      return { status: 200, headers: { "content-type": "image/png" }, body: COVER_PNG };
    }
    return { status: 404, headers: { "content-type": "text/plain" }, body: "not found" };
  });
  return {
    ...server,
    previewUrl: (bpm) => `${server.url}/preview/${bpm}.mp3`,
    coverUrl: (name = "kapak") => `${server.url}/cover/${name}.png`,
  };
}
