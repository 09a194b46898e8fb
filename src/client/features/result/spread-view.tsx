import { TrackCard } from "@/client/components/track-card";
import type { PublicDraw } from "@/shared/api-types";
import { SPREAD_LABELS } from "@/shared/limits";
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
  const cards = [
    {
      number: draw.number,
      trackTitle: draw.trackTitle,
      trackArtist: draw.trackArtist,
      trackImage: draw.trackImage,
      trackExternalUrl: draw.trackExternalUrl,
      trackPreviewUrl: draw.trackPreviewUrl,
    },
    ...(draw.spread ?? []).map((card) => ({ ...card, trackPreviewUrl: null })),
  ];
  return (
    <div className="grid gap-5" data-testid="result-spread">
      {cards.map((card, i) => (
        <section
          key={SPREAD_LABELS[i] ?? i}
          className="grid gap-2"
          aria-label={SPREAD_LABELS[i]}
          data-testid={`result-spread-${i}`}
        >
          <p className="text-center font-semibold text-mystic text-sm uppercase tracking-[0.2em] dark:text-gold">
            {SPREAD_LABELS[i]}
          </p>
          <TrackCard
            number={card.number}
            title={card.trackTitle}
            artist={card.trackArtist}
            image={card.trackImage}
            previewUrl={card.trackPreviewUrl}
            externalUrl={card.trackExternalUrl}
            eagerCover={i === 0}
          />
        </section>
      ))}
    </div>
  );
}
