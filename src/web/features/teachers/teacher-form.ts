import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, says } from '../../../shared/messages';
import { ZTeacherCreate } from '../../../shared/teachers';
import { TITLES, zSchoolEmail } from '../../../shared/user';
import { teachersText } from './texts';
import { titleAsRead } from '../../../shared/title-words';
import { sharedText } from '../../../shared/texts';

const user = ZTeacherCreate.shape.user.shape;

/** The title select offers 'No title' as the empty choice. */
export function titleOptions() {
  return [{ value: '', label: teachersText.t('noTitle') }, ...TITLES.map((t) => ({ value: t, label: titleAsRead(t) }))];
}

/** Add teacher: every field but the title is required (seed 001 section 5). */
export const ZAddTeacherForm = zod.object({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title,
  username: user.username,
  email: zSchoolEmail(),
  // 'Required' first, so an empty field doesn't read as 'too short'.
  password: zod
    .string()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .pipe(user.password),
});
export type TAddTeacherFormInput = zod.input<typeof ZAddTeacherForm>;
export type TAddTeacherFormValues = zod.output<typeof ZAddTeacherForm>;

/** Edit teacher: the username is shown but can't change; an empty password keeps the old one. */
export const ZEditTeacherForm = zod.object({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title,
  username: zod.string(),
  email: zSchoolEmail(),
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
});
export type TEditTeacherFormInput = zod.input<typeof ZEditTeacherForm>;
export type TEditTeacherFormValues = zod.output<typeof ZEditTeacherForm>;

export function teacherDisplayName(teacher: { title: string; firstName: string; lastName: string }): string {
  return [titleAsRead(teacher.title), teacher.firstName, teacher.lastName].filter((part) => part !== '').join(' ');
}
