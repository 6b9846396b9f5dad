import { must } from '@/shared/must';
export interface Random {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * A small seeded generator (mulberry32): the demo marketplace looks the same on every fresh database,
 * only the dates follow today and the passwords are new.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => must(items[Math.floor(next() * items.length)], 'an item of a non-empty list'),
  };
}
