import { useFormContext } from 'react-hook-form';
import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, says } from '../../../shared/messages';
import { isAnonymousSongsLocked, isDarkModeLocked } from '../../../shared/prime-rules';
import {
  ZSettings,
  applySettingsDependencies,
  crossFieldSettingsErrors,
  defaultSettings,
} from '../../../shared/settings';
import type { TSettings } from '../../../shared/settings';
import { TITLES, zRequiredText, zSchoolEmail } from '../../../shared/user';
import type { TCurrentUser, TOwnAccountUpdate, TRole } from '../../../shared/user';
import { settingsText } from './texts';
import { sharedText } from '../../../shared/texts';

const zOptionalNewPassword = () =>
  zod
    .string()
    .max(
      LIMITS.password,
      says(() => sharedText.t('tooLong', { max: LIMITS.password })),
    )
    .refine(
      (v) => v === '' || v.length >= MIN_PASSWORD_LENGTH,
      says(() => sharedText.t('passwordTooShort')),
    );

const zTitleOrEmpty = () =>
  zod.string().refine(
    (v) => v === '' || (TITLES as readonly string[]).includes(v),
    says(() => settingsText.t('chooseTitle')),
  );

/**
 * The page edits two things saved by two calls: the person's own account (PUT /api/user) and, for
 * teachers, the class settings (PUT /api/user/settings), validated by the shared ZSettings.
 * Students can't rename themselves, so their names are not validated (nor sent).
 */
export function buildSettingsFormSchema(role: TRole) {
  const staff = role !== 'student';
  return zod.object({
    account: zod
      .object({
        firstName: staff ? zRequiredText(LIMITS.name) : zod.string(),
        lastName: staff ? zRequiredText(LIMITS.name) : zod.string(),
        title: role === 'teacher' ? zTitleOrEmpty() : zod.string(),
        // The admin sets their own; a teacher's is shown, set by the admin (P46).
        email: role === 'admin' ? zSchoolEmail() : zod.string(),
        password: zOptionalNewPassword(),
        currentPassword: zod.string().max(
          LIMITS.password * 2,
          says(() => sharedText.t('tooLong', { max: LIMITS.password * 2 })),
        ),
        darkMode: zod.boolean(),
        anonymousSongs: zod.boolean(),
      })
      // The server asks for the current password with a new one; say so before the round trip.
      .refine((account) => account.password === '' || account.currentPassword !== '', {
        path: ['currentPassword'],
        error: () => sharedText.t('required'),
      }),
    settings:
      role === 'teacher'
        ? ZSettings.superRefine((settings, ctx) => {
            // Cross-field rules (the notification address) are keyed like the server keys them.
            const errors = crossFieldSettingsErrors(settings);
            if (errors.notificationsEmail) {
              ctx.addIssue({
                code: 'custom',
                path: ['notifications', 'email'],
                message: errors.notificationsEmail[0] ?? sharedText.t('required'),
              });
            }
          })
        : ZSettings,
  });
}

type TSettingsFormSchema = ReturnType<typeof buildSettingsFormSchema>;
export type TSettingsFormInput = zod.input<TSettingsFormSchema>;
export type TSettingsFormValues = zod.output<TSettingsFormSchema>;

/** The form's starting point: the cached current user and the settings without read-only parts. */
export function formDefaultsFor(user: TCurrentUser): TSettingsFormValues {
  const parsed = ZSettings.safeParse(user.settings ?? {});
  return {
    account: {
      firstName: user.firstName,
      lastName: user.lastName,
      title: user.title,
      email: user.email ?? '',
      password: '',
      currentPassword: '',
      darkMode: user.darkMode,
      anonymousSongs: user.anonymousSongs,
    },
    settings: parsed.success ? parsed.data : defaultSettings(),
  };
}

/** What the current user may change about themselves; students send only what is unlocked. */
export function ownAccountUpdate(user: TCurrentUser, values: TSettingsFormValues): TOwnAccountUpdate {
  const { account } = values;
  const update: TOwnAccountUpdate = {};
  if (account.password !== '') {
    update.password = account.password;
    update.currentPassword = account.currentPassword;
  }

  if (user.role === 'student') {
    const settings = user.settings;
    if (!settings || !isDarkModeLocked(settings, user.hasPrime)) update.darkMode = account.darkMode;
    if (settings && showsAnonymousSongs(settings) && !isAnonymousSongsLocked(settings, user.hasPrime)) {
      update.anonymousSongs = account.anonymousSongs;
    }
    return update;
  }

  update.firstName = account.firstName;
  update.lastName = account.lastName;
  update.darkMode = account.darkMode;
  if (user.role === 'admin') update.email = account.email;
  if (user.role === 'teacher')
    update.title = account.title === '' ? '' : (TITLES.find((t) => t === account.title) ?? '');
  return update;
}

/** The whole class settings, with the dependencies of seed 000 section 4 applied. */
export function classSettingsUpdate(values: TSettingsFormValues): TSettings {
  return applySettingsDependencies(values.settings);
}

/** A student sees the anonymous requests option only when the teacher allows anonymous requests. */
export function showsAnonymousSongs(settings: Pick<TSettings, 'songs'>): boolean {
  return settings.songs.requests.allowAnonymous;
}

/** The typed form context every settings section reads. */
export function useSettingsForm() {
  return useFormContext<TSettingsFormInput, unknown, TSettingsFormValues>();
}
