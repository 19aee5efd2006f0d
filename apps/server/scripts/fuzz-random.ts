// The fuzz run's seeded random source (mulberry32): a run is reproducible.
let state = 0;

/** Starts the sequence: the same seed gives the same requests. */
export function seedRandom(seed: number): void {
  state = seed >>> 0;
}

export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const int = (max: number) => Math.floor(random() * max);
export const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
export const chance = (p: number) => random() < p;
