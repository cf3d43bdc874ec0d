/** Time comes from an injected clock, never straight from the system, so rules about "today" and expiry can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
