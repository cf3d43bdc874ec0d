import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { TFieldErrors } from '../../../shared/errors';
import { ApiError } from '../../api/api-error';
import { useText } from '../../i18n/use-text';
import type en from './locales/en';
import { hallpassesText } from './texts';

/** The hallpass alerts of seed 000 section 8: each refusal key has its title (./locales). */
const ALERT_TITLE = {
  activeHallpass: 'alertActive',
  insufficientFunds: 'alertFunds',
  hallpassLimitReached: 'alertLimit',
  expiredHallpass: 'alertExpired',
  // P48
  hallpassBusy: 'alertBusy',
  hallpassBlackout: 'alertBlackout',
  hallpassWaiting: 'alertWaiting',
  // P50: no pass starts during an emergency (not a warning: nothing passes it).
  emergency: 'alertEmergency',
} as const satisfies Record<string, keyof typeof en>;
const titleOf = (key: string) =>
  key in ALERT_TITLE ? hallpassesText.t(ALERT_TITLE[key as keyof typeof ALERT_TITLE]) : key;
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
  const t = useText(hallpassesText);
  return (
    <Stack spacing={1} role="group" aria-label={t('alertsLabel')}>
      {Object.entries(alerts).map(([key, messages]) => (
        <Alert key={key} severity={severity} variant="outlined">
          <AlertTitle>{titleOf(key)}</AlertTitle>
          {messages.join(' ')}
        </Alert>
      ))}
      {children}
    </Stack>
  );
}
