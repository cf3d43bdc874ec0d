import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '../../../shared/i18n/languages';
import type { TSettings } from '../../../shared/settings';
import type { TOwnAccountUpdate } from '../../../shared/user';
import { mergeApiErrors } from '../../api/api-error';
import { updateOwnAccount } from '../../../shared/api/account';
import { updateSettings } from '../../../shared/api/settings';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';
import { switchLanguage } from '../../i18n/language';
import { useSnackbar } from '../../components/use-snackbar';
import { settingsText } from './texts';

type TSaveSettingsInput = {
  user: TOwnAccountUpdate;
  /** null for students and the admin, who have no class settings of their own. */
  settings: TSettings | null;
};

/**
 * Seed 000 section 7: the account save and the settings update run in parallel as one action.
 * Both are awaited so the errors of either show together.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, settings }: TSaveSettingsInput) => {
      const [userResult, settingsResult] = await Promise.allSettled([
        callApi(updateOwnAccount, { body: { user } }),
        settings ? callApi(updateSettings, { body: { settings } }) : Promise.resolve(null),
      ]);
      const failures = [userResult, settingsResult].flatMap((r) =>
        r.status === 'rejected' ? [r.reason as unknown] : [],
      );
      if (failures.length > 0) {
        // One call may have saved: refresh the user so the screen matches what the server holds.
        void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
        throw mergeApiErrors(failures);
      }
      return userResult.status === 'fulfilled' ? userResult.value.user : null;
    },
    onSuccess: async (user) => {
      // The account answer applies dark mode at once; the refetch brings the saved class settings.
      if (user) queryClient.setQueryData(authKeys.currentUser(), user);
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

/**
 * P51: the person's language, saved at once (not with "Save settings": who cannot read the page's
 * language should not have to find that button). The answer becomes the current user, which the app
 * follows (useFollowLanguage); the switch is made here too, so the snackbar can speak the new one.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: async (language: TLanguage) => (await callApi(updateOwnAccount, { body: { user: { language } } })).user,
    onSuccess: async (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      await switchLanguage(user.language);
      // Here rather than in the caller's callbacks, which are lost if the section draws anew meanwhile;
      // read after the switch, so it speaks the language just chosen.
      enqueueSnackbar(settingsText.t('languageSaved'), { variant: 'success' });
    },
  });
}
