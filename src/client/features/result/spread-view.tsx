import { SpreadSongs as Songs } from "@/client/components/spread-songs";
import type { PublicDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";

/** The shared page's heading: a spread is three songs and one fortune. */
export function resultHeading(draw: Pick<PublicDraw, "kind">): string {
  return draw.kind === "spread" ? T.spread.resultHeading : "Bir şarkı, bir fal";
}

/**
 * The three songs of a 'Geçmiş · Şimdi · Gelecek' spread on the shared page, each under its label;
 * the draw's own track is the past, `spread` holds the present and the future.
 */
export function SpreadSongs({ draw }: { draw: PublicDraw }) {
  const songs = [
    {
      number: draw.number,
      title: draw.trackTitle,
      artist: draw.trackArtist,
      image: draw.trackImage,
      externalUrl: draw.trackExternalUrl,
    },
    ...(draw.spread ?? []).map((card) => ({
      number: card.number,
      title: card.trackTitle,
      artist: card.trackArtist,
      image: card.trackImage,
      externalUrl: card.trackExternalUrl,
    })),
  ];
  return <Songs songs={songs} testId="result-spread" />;
}
