import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TStudentImportResult } from '../../../shared/students';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

export type TImportBanner = { courseName: string; result: TStudentImportResult };

const SHOWN_USERNAMES = 20;

function usernameList(usernames: readonly string[]): string {
  if (usernames.length === 0) return '';
  const shown = usernames.slice(0, SHOWN_USERNAMES).join(', ');
  const more = usernames.length - SHOWN_USERNAMES;
  return more > 0 ? coursesText.t('usernamesMore', { shown, more }) : coursesText.t('usernames', { shown });
}

/**
 * Seed 001 section 2: how many were imported, and how many were not because they already have
 * accounts (in this course, or a staff name). Students who had an account with another teacher or
 * in another course are enrolled, and listed as such (P40).
 */
export function ImportResultBanner({ banner, onClose }: { banner: TImportBanner; onClose: () => void }) {
  const t = useText(coursesText);
  const { result, courseName } = banner;
  const skipped = result.alreadyHaveAccounts;
  return (
    <Alert severity={skipped > 0 ? 'info' : 'success'} onClose={onClose} sx={{ mb: 2 }} aria-label={t('importResult')}>
      <AlertTitle>{t('importedInto', { count: result.imported, course: courseName })}</AlertTitle>
      {result.enrolled > 0 && (
        <div>{t('enrolledLine', { count: result.enrolled, list: usernameList(result.enrolledUsernames) })}</div>
      )}
      <div>
        {t('skippedLine', { count: skipped })}
        {usernameList(result.skippedUsernames)}
      </div>
    </Alert>
  );
}
