import { encode } from "uqr";

/** Modules of quiet zone around the code: the standard's 4, so any camera app finds its edges. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR code's dark modules as one SVG path (one unit square each, quiet zone included) and the
 * side of the whole square in modules. Error correction M: a phone held up across a table, its
 * screen glare or a thumb on a corner, still reads it.
 */
export function qrPath(text: string): { path: string; size: number } {
  const qr = encode(text, { ecc: "M", border: QR_QUIET_ZONE });
  let path = "";
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, size: qr.size };
}

/**
 * The room's link as a QR code, dark modules on a light square in both themes (a code printed
 * light on dark is read by fewer cameras). Drawn crisp at any size: the modules are the SVG's units.
 */
export function RoomQr({ url, className }: { url: string; className?: string }) {
  const { path, size } = qrPath(url);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`Odanın bağlantısının QR kodu: ${url}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="room-qr"
      data-url={url}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#111111" />
    </svg>
  );
}
