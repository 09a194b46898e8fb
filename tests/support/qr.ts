/** Reads a QR code drawn as the lobby draws it (client/features/room/room-qr.tsx), as a camera would. */
import jsQR from "jsqr";

/** Paints the SVG's dark-module path (`M{x} {y}h1v1h-1z` squares) at `scale` pixels a module. */
export function decodeQrSvg(svg: string, scale = 6): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? "";
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, xs, ys] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const x0 = Number(xs) * scale;
    const y0 = Number(ys) * scale;
    for (let y = y0; y < y0 + scale; y++)
      for (let x = x0; x < x0 + scale; x++) pixels.fill(17, (y * side + x) * 4, (y * side + x) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
