import * as zod from 'zod';
import { says } from './messages';
import { settingsRulesText } from './settings-texts/texts';
import { sharedText } from './texts';

/** P43: days each kind of record is kept, and their defaults. */
export const RETENTION_KINDS = [
  'passes',
  'songs',
  'jukebox',
  'notifications',
  'audit',
  'accessLog',
  'sessions',
] as const;
export type TRetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_DEFAULTS: Record<TRetentionKind, number> = {
  passes: 365,
  songs: 365,
  jukebox: 180,
  notifications: 90,
  audit: 730,
  accessLog: 365,
  sessions: 30,
};

/** A hundred years: more is surely a typo, and keeps the date arithmetic far from any limit. */
export const MAX_RETENTION_DAYS = 36_500;

const zDays = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => settingsRulesText.t('wholeDays')))
    .min(
      1,
      says(() => settingsRulesText.t('atLeastOneDay')),
    )
    .max(
      MAX_RETENTION_DAYS,
      says(() => settingsRulesText.t('atMostDays', { max: MAX_RETENTION_DAYS })),
    );

export const ZRetention = zod
  .object({
    passes: zDays(),
    songs: zDays(),
    jukebox: zDays(),
    notifications: zDays(),
    audit: zDays(),
    accessLog: zDays(),
    sessions: zDays(),
  })
  .strict();
export type TRetention = zod.infer<typeof ZRetention>;
