import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TStudentImportResult } from '../../../shared/students';

export type TImportBanner = { courseName: string; result: TStudentImportResult };

function students(n: number): string {
  return `${n} ${n === 1 ? 'student' : 'students'}`;
}

const SHOWN_USERNAMES = 20;

function usernameList(usernames: readonly string[]): string {
  if (usernames.length === 0) return '';
  const shown = usernames.slice(0, SHOWN_USERNAMES).join(', ');
  const more = usernames.length - SHOWN_USERNAMES;
  return more > 0 ? `: ${shown} and ${more} more` : `: ${shown}`;
}

/**
 * Seed 001 section 2: how many were imported, and how many were not because they already have
 * accounts (in this course, or a staff name). Students who had an account with another teacher or
 * in another course are enrolled, and listed as such (P40).
 */
export function ImportResultBanner({ banner, onClose }: { banner: TImportBanner; onClose: () => void }) {
  const { result, courseName } = banner;
  const skipped = result.alreadyHaveAccounts;
  return (
    <Alert severity={skipped > 0 ? 'info' : 'success'} onClose={onClose} sx={{ mb: 2 }} aria-label="Import result">
      <AlertTitle>
        {students(result.imported)} imported into {courseName}
      </AlertTitle>
      {result.enrolled > 0 && (
        <div>
          Already has an account: enrolled ({result.enrolled}){usernameList(result.enrolledUsernames)}
        </div>
      )}
      <div>
        {students(skipped)} not imported because they already have accounts
        {usernameList(result.skippedUsernames)}
      </div>
    </Alert>
  );
}
