export const GROUPS = { min: 2, max: 20, default: 10 } as const;

/** Seed 001 section 5: the number of groups is clamped to 2..20. */
export function clampGroupCount(value: number): number {
  if (!Number.isFinite(value)) return GROUPS.default;
  return Math.min(GROUPS.max, Math.max(GROUPS.min, Math.round(value)));
}

function randomIndex(below: number): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % below;
}

/** Fisher-Yates, so every order is equally likely. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/**
 * Deals the (already shuffled) items into `count` groups whose sizes differ by at most one. Never
 * makes empty groups: with fewer items than groups, each item gets a group of its own.
 */
export function dealIntoGroups<T>(items: readonly T[], count: number): T[][] {
  const groupCount = Math.min(count, items.length);
  const groups: T[][] = Array.from({ length: groupCount }, () => []);
  items.forEach((item, index) => groups[index % groupCount]?.push(item));
  return groups;
}
