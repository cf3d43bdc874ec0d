import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { TFieldErrors } from '../../../shared/errors';
import { ApiError } from '../../api/api-error';

/** The hallpass alerts of seed 000 section 8: each refusal key has its title. */
const ALERT_TITLE: Record<string, string> = {
  activeHallpass: 'Active Hallpass',
  insufficientFunds: 'Insufficient Funds',
  hallpassLimitReached: 'Hallpass Limit Reached',
  expiredHallpass: 'Hallpass Expired',
  // P48
  hallpassBusy: 'Please wait',
  hallpassBlackout: 'Passes are paused',
  hallpassWaiting: 'Already waiting',
  // P50: no pass starts during an emergency (not a warning: nothing passes it).
  emergency: 'Emergency',
};
export const PASS_ALERT_KEYS = Object.keys(ALERT_TITLE);

/** The hallpass rules a refusal names (409), or null when it is some other error. */
export function passAlertsOf(error: unknown): TFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const alerts = Object.fromEntries(Object.entries(error.errors).filter(([key]) => key in ALERT_TITLE));
  return Object.keys(alerts).length > 0 ? alerts : null;
}

type TPassAlertsProps = {
  alerts: TFieldErrors;
  /** Refusals for a student (error), warnings a teacher may pass (warning). */
  severity: 'error' | 'warning';
  /** Below the alerts: the teacher's 'Create anyway'. */
  children?: ReactNode;
};

/** One titled alert per rule, with the text the server chose for the reader (student or teacher). */
export function PassAlerts({ alerts, severity, children }: TPassAlertsProps) {
  return (
    <Stack spacing={1} role="group" aria-label="Hallpass alerts">
      {Object.entries(alerts).map(([key, messages]) => (
        <Alert key={key} severity={severity} variant="outlined">
          <AlertTitle>{ALERT_TITLE[key] ?? key}</AlertTitle>
          {messages.join(' ')}
        </Alert>
      ))}
      {children}
    </Stack>
  );
}
