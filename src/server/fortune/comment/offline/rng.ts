/**
 * Deterministic pseudo-random numbers for the offline composer.
 * A 32-bit string hash (`hash32`, cyrb53 folded to 32 bits) seeds a mulberry32 generator.
 * Each phrase slot gets its own stream (`slotRngs`), so changing one part of the
 * input (say, the persona) does not reshuffle unrelated slots such as the headline.
 */
import { hash32 } from "../../../text";

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick on an empty list");
    return items[this.int(items.length)] as T;
  }

  /** Two different items when the list has at least two (else the same one twice). */
  pickTwo<T>(items: readonly T[]): [T, T] {
    if (items.length === 0) throw new Error("Rng.pickTwo on an empty list");
    const a = this.int(items.length);
    if (items.length === 1) return [items[0] as T, items[0] as T];
    const b = (a + 1 + this.int(items.length - 1)) % items.length;
    return [items[a] as T, items[b] as T];
  }

  /** Picks by weight; entries with weight <= 0 are skipped. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const live = entries.filter(([w]) => w > 0);
    if (live.length === 0) throw new Error("Rng.weighted with no positive weight");
    const total = live.reduce((sum, [w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [w, value] of live) {
      r -= w;
      if (r < 0) return value;
    }
    return (live[live.length - 1] as readonly [number, T])[1];
  }
}

/** A factory of independent streams, one per named slot, all derived from one base seed. */
export function slotRngs(baseSeed: string): (slot: string) => Rng {
  const base = hash32(baseSeed);
  return (slot: string) => new Rng(hash32(slot, base));
}
