import './zod-setup';
import { formatNumber } from './number-format';

// Texts the specification quotes, shared so the form and the server say the same thing.
export const MSG = {
  required: 'Required',
  numbersOnly: 'Numbers only',
  wholeNumbersOnly: 'Whole numbers only',
  notValidEmail: 'Not a valid email',
  notValidUrl: 'Not a valid url',
  percentRange: 'Must be between 0 and 100',
  notNegative: 'Cannot be negative',
  passwordTooShort: 'Must be at least 8 characters',
  tooLong: (n: number) => `Cannot be longer than ${n} characters`,
  atMost: (max: number) => `Cannot be more than ${formatNumber(max)}`,
} as const;

/** Text limits where the seeds give none (P31). */
export const LIMITS = {
  name: 60,
  description: 140,
  username: 40,
  password: 128,
  roomNumber: 20,
  email: 254,
  /** Largest point amount any setting may hold; keeps sums far from integer overflow. */
  points: 1_000_000,
} as const;

export const MIN_PASSWORD_LENGTH = 8;
