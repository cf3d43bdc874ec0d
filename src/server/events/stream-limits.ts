import { readFileSync } from 'node:fs';

/**
 * Streams one user may hold on an instance: a phone, a laptop, and a few tabs (the kiosk on the
 * hall's screen, the board on the projector, the teacher's own pages). The web app opens one
 * stream per tab, so six covers a teacher running a room; past it the user's oldest stream is
 * closed (`superseded`) rather than the new one refused, so a tab left open on a forgotten device
 * never locks its owner out of the one they are using.
 */
export const STREAMS_PER_USER = 6;

/** Where no limit can be read (not Linux): a number every common system allows. */
const WHEN_UNKNOWN = 1_000;
/**
 * Past this, a single instance spends more on heartbeats and memory than streams are worth: spread
 * them over more instances (docs/scaling.md).
 */
const MOST_BY_DEFAULT = 10_000;

/**
 * The soft limit on this process's open files (Node raises it to the hard one at start), Infinity
 * when unlimited, or null when it can't be read.
 */
export function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a line of /proc/self/limits, not a text
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Infinity;
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * EVENTS_MAX_STREAMS when it isn't set: half the open-files limit (each stream is a socket; the
 * other half stays for requests, the database's connections and files), and at most 10,000.
 */
export function defaultMaxStreams(limit: number | null = openFilesLimit()): number {
  if (limit === null) return WHEN_UNKNOWN;
  return Math.max(1, Math.min(MOST_BY_DEFAULT, Math.floor(limit / 2)));
}
