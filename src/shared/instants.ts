import * as zod from 'zod';
import { says } from './messages';
import { sharedText } from './texts';

/**
 * The instants a date parameter of the API may name: from 1970 to the end of 9999, UTC. Both ends
 * are held by PostgreSQL's timestamps and JavaScript's Date alike, and written the same way by both
 * (four-digit years): outside them a Date turns into text PostgreSQL refuses (year 0, `+010000`),
 * which would be a 500. 1970 rather than an earlier year because the stream's `?since=` counts
 * milliseconds from it, so every date parameter has one range; no class data is older.
 */
export const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Read when a check fails, in the reader's language (P51). */
const outOfRange = () => says(() => sharedText.t('instantOutOfRange'));

const inRange = (ms: number) => ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;

/**
 * An ISO 8601 date and time with `Z` or an offset, within the range: the offset counts, so
 * `9999-12-31T23:59:59-01:00` (in 10000 UTC) is outside. Each check stops at its refusal, so a
 * field gets one message.
 */
export const zInstant = () =>
  zod.iso
    .datetime({ offset: true, ...says(() => sharedText.t('notADateAndTime')), abort: true })
    .refine((text) => inRange(Date.parse(text)), outOfRange());

/** An instant as milliseconds since 1970, within the range (which the OpenAPI document shows). */
export const zInstantMs = () =>
  zod.coerce
    .number()
    .min(EARLIEST_INSTANT_MS, { ...outOfRange(), abort: true })
    .max(LATEST_INSTANT_MS, { ...outOfRange(), abort: true })
    .int();
