import * as zod from 'zod';
import { ZCourse } from './courses';
import { LIMITS, says } from './messages';
import { substituteText } from './substitute-texts/texts';
import { zRequiredText } from './user';

/**
 * P60: a substitute's day. The course's teacher makes a code that lasts 1 to 12 hours; at `/sub` the
 * substitute types it and their name, and holds a session in that course until the code expires or
 * the teacher ends it.
 */

export const SUBSTITUTE_HOURS = { min: 1, max: 12 } as const;

const hoursMessage = says(() => substituteText.t('hoursRange'));

/** `POST /api/courses/{slug}/substitute-codes`. */
export const ZSubstituteCodeInput = zod.object({
  code: zod.object({
    hours: zod
      .number(hoursMessage)
      .int(hoursMessage)
      .min(SUBSTITUTE_HOURS.min, hoursMessage)
      .max(SUBSTITUTE_HOURS.max, hoursMessage),
  }),
});

/** Someone who used a code, as the teacher sees them. */
export const ZSubstituteSeat = zod.object({ name: zod.string(), startedAt: zod.string() });

/** A code as its teacher sees it: formatted, when it ends, and who is using it. */
export const ZSubstituteCode = zod.object({
  code: zod.string(),
  expiresAt: zod.string(),
  substitutes: zod.array(ZSubstituteSeat),
});
export type TSubstituteCode = zod.infer<typeof ZSubstituteCode>;

/** `POST /api/substitutes/session`: the code and the name the audit trail will show. */
export const ZSubstituteSessionInput = zod.object({
  session: zod.object({
    code: zod.string(says(() => substituteText.t('unknownCode'))).max(
      40,
      says(() => substituteText.t('unknownCode')),
    ),
    name: zRequiredText(LIMITS.name),
  }),
});

/** A substitute's session: the token (`Authorization: Token <token>`), its end and its course. */
export const ZSubstituteSession = zod.object({
  token: zod.string(),
  expiresAt: zod.string(),
  name: zod.string(),
  course: ZCourse,
});
export type TSubstituteSession = zod.infer<typeof ZSubstituteSession>;
