import * as zod from 'zod';
import { hallText } from './hall-texts/texts';
import { sharedText } from './texts';

/** A calendar date the API may take as a week: its first and last days stay within four-digit years. */
const EARLIEST_WEEK_DAY = '1970-01-01';
const LATEST_WEEK_DAY = '9999-12-26';

const isCalendarDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * `?week=`: any day of the week asked for, 'YYYY-MM-DD' (the week runs Monday to Sunday in the
 * installation's time zone). One message per field: the format, then the range.
 */
export const zWeek = () =>
  zod
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => hallText.t('mustBeDate'), abort: true })
    .refine(isCalendarDate, { error: () => hallText.t('mustBeDate'), abort: true })
    .refine((text) => text >= EARLIEST_WEEK_DAY && text <= LATEST_WEEK_DAY, {
      error: () => sharedText.t('instantOutOfRange'),
    });

const ZCounts = { passes: zod.number(), minutes: zod.number() };

/**
 * `GET /api/passes/report` (issue 32): a teacher's week of hall passes, per student and per
 * destination. Passes that went out that week count (by `startedAt`); `minutes` are whole minutes
 * out, each pass rounded: back minus out, or its duration when it was never brought back; `late`
 * counts those back after their minutes, or still out past them.
 */
export const ZPassReport = zod.object({
  report: zod.object({
    /** The week's Monday and Sunday, 'YYYY-MM-DD'. */
    weekStart: zod.string(),
    weekEnd: zod.string(),
    /** By last name, then first name. */
    students: zod.array(
      zod.object({
        student: zod.object({
          _id: zod.string(),
          username: zod.string(),
          firstName: zod.string(),
          lastName: zod.string(),
        }),
        ...ZCounts,
        late: zod.number(),
        /** Most passes first. */
        byDestination: zod.array(zod.object({ name: zod.string(), ...ZCounts })),
      }),
    ),
    /** Most passes first; `averageMinutes` to one decimal. */
    destinations: zod.array(zod.object({ name: zod.string(), ...ZCounts, averageMinutes: zod.number() })),
  }),
});
export type TPassReport = zod.infer<typeof ZPassReport>['report'];
export type TPassReportStudent = TPassReport['students'][number];
export type TPassReportDestination = TPassReport['destinations'][number];
