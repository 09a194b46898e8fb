/**
 * Confetti when a comment arrives (spec section 2): two bursts, the second 250 ms after the first.
 * canvas-confetti loads only when a comment is being generated, so /play stays lean.
 */
import type confettiFn from "canvas-confetti";

export const SECOND_BURST_DELAY_MS = 250;

/** Gold and violet, the app's accents; a canvas cannot read the CSS colour tokens. */
const COLORS = ["#f2c14e", "#e9d8a6", "#b388eb", "#8a5cf6", "#ffffff"];

type Confetti = ReturnType<typeof confettiFn.create>;
let loading: Promise<Confetti> | undefined;

/** Starts fetching the library; called when generation begins so the burst is not late. */
export function preloadConfetti(): Promise<Confetti> {
  // Drawn on the main thread: the library's default worker comes from a blob: URL, which the
  // Content Security Policy (script-src 'self') rightly refuses.
  loading ??= import("canvas-confetti").then((m) =>
    m.default.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  );
  // A failed load may succeed on the next comment.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Fires both bursts and reports each one; returns a cancel function (the block may reset before
 * the second burst).
 */
export function celebrate(onBurst: (count: 1 | 2) => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  preloadConfetti()
    .then((confetti) => {
      if (cancelled) return;
      confetti({
        particleCount: 90,
        spread: 70,
        startVelocity: 42,
        origin: { y: 0.65 },
        colors: COLORS,
        disableForReducedMotion: true,
      });
      onBurst(1);
      timer = setTimeout(() => {
        if (cancelled) return;
        for (const x of [0.15, 0.85]) {
          confetti({
            particleCount: 45,
            angle: x < 0.5 ? 60 : 120,
            spread: 60,
            origin: { x, y: 0.7 },
            colors: COLORS,
            scalar: 0.9,
            disableForReducedMotion: true,
          });
        }
        onBurst(2);
      }, SECOND_BURST_DELAY_MS);
    })
    .catch((error) => console.warn("confetti_unavailable", error));
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
