import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, MSG, says } from '../../../shared/messages';
import { ZStudentCreate } from '../../../shared/students';
import { compareText } from '../../components/compare-text';
import { coursesText } from './texts';

const user = ZStudentCreate.shape.user.shape;

/** Seed 001 section 5: names required, username numeric and required, password required on add. */
export const ZAddStudentForm = zod.object({
  firstName: user.firstName,
  lastName: user.lastName,
  username: zod
    .string()
    .trim()
    .min(
      1,
      says(() => MSG.required),
    )
    .pipe(user.username),
  // 'Required' first, so an empty field doesn't read as 'too short'.
  password: zod
    .string()
    .min(
      1,
      says(() => MSG.required),
    )
    .pipe(user.password),
});
export type TAddStudentFormInput = zod.input<typeof ZAddStudentForm>;
export type TAddStudentFormValues = zod.output<typeof ZAddStudentForm>;

/** Edit: the username is shown but can't change; an empty password keeps the current one. */
export const ZEditStudentForm = zod.object({
  firstName: user.firstName,
  lastName: user.lastName,
  username: zod.string(),
  password: zod
    .string()
    .max(
      LIMITS.password,
      says(() => MSG.tooLong(LIMITS.password)),
    )
    .refine(
      (v) => v === '' || v.length >= MIN_PASSWORD_LENGTH,
      says(() => MSG.passwordTooShort),
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
