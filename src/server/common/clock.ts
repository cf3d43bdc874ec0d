/** Time comes from here, so rules about "today" and expiry can be tested (ARCHITECTURE convention 6). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
