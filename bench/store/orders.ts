import { MIX } from './shape';

/** The products one concurrency level orders from. */
export interface ProductSet {
  scarce: string[];
  plentiful: string;
}

export interface OrderLine {
  productId: string;
  quantity: number;
}

export interface PlannedOrder {
  /** Index into the students' list. */
  student: number;
  lines: OrderLine[];
}

/** A small seeded PRNG (mulberry32), so every run fires the same sequence of orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The next order of the storm: a random student, and the mix of `shape.ts`. */
export function orderPlanner(products: ProductSet, students: number, seed: number): () => PlannedOrder {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const oneOrTwo = () => (random() < 0.5 ? 1 : 2);
  return () => {
    const student = Math.floor(random() * students);
    const roll = random();
    if (roll < MIX.plentifulOnly) return { student, lines: [{ productId: products.plentiful, quantity: oneOrTwo() }] };
    const scarce = { productId: pick(products.scarce), quantity: oneOrTwo() };
    if (roll < MIX.plentifulOnly + MIX.scarceOnly) return { student, lines: [scarce] };
    return { student, lines: [scarce, { productId: products.plentiful, quantity: 1 }] };
  };
}

/** Only the warm-up product, one unit. */
export const warmupPlanner = (productId: string, students: number, seed: number): (() => PlannedOrder) => {
  const random = seededRandom(seed);
  return () => ({ student: Math.floor(random() * students), lines: [{ productId, quantity: 1 }] });
};
