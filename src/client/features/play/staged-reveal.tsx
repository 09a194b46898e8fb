import { ArrowRight } from "lucide-react";
import { drawIndex } from "@/shared/draw";

/**
 * After the ritual, the answer comes in stages: the number, the rule in plain words
 * ('27 → 7. şarkı'), then the cover and the title of the track card below (whose parts carry
 * data-part, animated by .staged-reveal in index.css). With reduced motion all stages show at once.
 * The rule mounts a frame after the number (`ruleShown`: play-page.tsx) and shows later still.
 * The arrow is an icon: as a character it is in none of the display font's subsets, and looking
 * up a system font for it made the reveal's frame longer on a slow phone (bench/reveal.ts).
 */
export function StagedReveal({
  number,
  count,
  ruleShown,
}: {
  number: string;
  count: number;
  ruleShown: boolean;
}) {
  const position = drawIndex(BigInt(number), count) + 1;
  return (
    <div
      className="staged-reveal-panel flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 rounded-2xl border border-gold/40 bg-gold/5 px-5 py-4 text-center"
      data-testid="staged-reveal"
    >
      <span
        className="reveal-stage-number break-all font-bold font-display text-5xl text-gold leading-none"
        data-testid="reveal-number"
      >
        {number}
      </span>
      {ruleShown && (
        <>
          <span className="reveal-stage-rule font-display text-2xl" data-testid="reveal-rule">
            <ArrowRight aria-hidden className="mr-2 inline size-6 align-[-0.2em]" />
            {position.toLocaleString("tr-TR")}. şarkı
          </span>
          <span className="reveal-stage-rule basis-full text-muted-foreground text-xs">
            {count.toLocaleString("tr-TR")} şarkılık listede {BigInt(number).toLocaleString("tr-TR")} sayısı{" "}
            {position.toLocaleString("tr-TR")}. şarkıya denk gelir.
          </span>
        </>
      )}
    </div>
  );
}
