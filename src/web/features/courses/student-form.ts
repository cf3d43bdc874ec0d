import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, says } from '../../../shared/messages';
import { ZStudentCreate } from '../../../shared/students';
import { zNewPassword, zRequiredText } from '../../../shared/user';
import { compareText } from '../../components/compare-text';
import { coursesText } from './texts';
import { sharedText } from '../../../shared/texts';

const user = ZStudentCreate.shape.user.shape;
const name = zRequiredText(LIMITS.name);
const username = zod
  .string()
  .min(
    1,
    says(() => sharedText.t('required')),
  )
  .pipe(user.username);
// 'Required' first, so an empty field doesn't read as 'too short'.
const newPassword = zod
  .string()
  .min(
    1,
    says(() => sharedText.t('required')),
  )
  .pipe(zNewPassword());

/**
 * Seed 001 section 5: username numeric and required; for a new person names and a password too.
 * `existing` comes from the server's lookup of the number (P40): a student who has an account keeps
 * their names and password, so the username alone is asked.
 */
export const ZAddStudentForm = zod
  .object({
    username: zod.string().trim(),
    existing: zod.boolean(),
    firstName: zod.string(),
    lastName: zod.string(),
    password: zod.string(),
  })
  // One refinement for every field, so an empty form says all that is missing at once.
  .superRefine((values, ctx) => {
    const fields = values.existing
      ? ({ username } as const)
      : ({ username, firstName: name, lastName: name, password: newPassword } as const);
    for (const [key, schema] of Object.entries(fields)) {
      const checked = schema.safeParse(values[key as keyof typeof fields]);
      if (!checked.success) {
        for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
      }
    }
  });
export type TAddStudentFormInput = zod.input<typeof ZAddStudentForm>;
export type TAddStudentFormValues = zod.output<typeof ZAddStudentForm>;

/** Edit: the username is shown but can't change; an empty password keeps the current one. */
export const ZEditStudentForm = zod.object({
  firstName: name,
  lastName: name,
  username: zod.string(),
  password: zod
    .string()
    .max(
      LIMITS.password,
      says(() => sharedText.t('tooLong', { max: LIMITS.password })),
    )
    .refine(
      (v) => v === '' || v.length >= MIN_PASSWORD_LENGTH,
      says(() => sharedText.t('passwordTooShort')),
    ),
  passAccommodation: zod.boolean(),
  /** P49: a new kiosk PIN; empty keeps the current one. */
  kioskPin: zod.string().refine(
    (v) => v === '' || /^\d{4}$/.test(v),
    says(() => coursesText.t('mustBe4Digits')),
  ),
  removeKioskPin: zod.boolean(),
});
export type TEditStudentFormInput = zod.input<typeof ZEditStudentForm>;
export type TEditStudentFormValues = zod.output<typeof ZEditStudentForm>;

export type TNameOrder = 'last-first' | 'first-last';

export function studentName(
  student: { firstName: string; lastName: string },
  order: TNameOrder = 'first-last',
): string {
  return order === 'last-first'
    ? `${student.lastName}, ${student.firstName}`
    : `${student.firstName} ${student.lastName}`;
}

/** Seed 000 section 2: students by last name first, or by first name first. */
export function sortStudents<T extends { firstName: string; lastName: string; username: string }>(
  students: readonly T[],
  order: TNameOrder,
): T[] {
  const keys = (s: T) => (order === 'last-first' ? [s.lastName, s.firstName] : [s.firstName, s.lastName]);
  return [...students].sort((a, b) => {
    const [a1 = '', a2 = ''] = keys(a);
    const [b1 = '', b2 = ''] = keys(b);
    return compareText(a1, b1) || compareText(a2, b2) || compareText(a.username, b.username);
  });
}
