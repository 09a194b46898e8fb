import { startTransition, useEffect, useState } from "react";

/**
 * The parts of a staged reveal enter one per frame: how many of `steps` parts after the first are
 * in for `key`, one more in a task of its own after each frame (a transition, so its render is
 * sliced). Each part is laid out and painted apart from the one before it, and on a slow phone no
 * task of the reveal grows long (bench/reveal.ts). A null key has every part in at once.
 */
export function useStepPerFrame(key: string | null, steps: number): number {
  const [state, setState] = useState<{ key: string | null; done: number }>({ key: null, done: 0 });
  const done = key === null ? steps : state.key === key ? state.done : 0;
  useEffect(() => {
    if (key === null || done >= steps) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setState({ key, done: done + 1 })));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [key, done, steps]);
  return done;
}
