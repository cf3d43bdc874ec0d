import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { TKioskPass, TKioskView } from '../../../../shared/kiosks';
import { ApiError } from '../../../api/api-error';
import { formatTime } from '../pass-time';
import { shortName } from '../kiosk/kiosk-passes';
import { isTransient, newIdempotencyKey, useStartKioskPass } from './queries';
import { useText } from '../../../i18n/use-text';
import { kioskDeviceText } from './texts';

/** How long the kiosk shows who just started a pass before it is ready for the next student. */
const DONE_SHOWN_MS = 6_000;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the student reads once their pass is made: started, waiting for the OK, or in line. */
function startedText(pass: TKioskPass): string {
  const name = shortName(pass.student);
  const destination = pass.destination;
  if (pass.state === 'requested') return kioskDeviceText.t('startedRequested', { name, destination });
  if (pass.state === 'waiting') return kioskDeviceText.t('startedWaiting', { name, destination });
  const back = pass.startedAt ? Date.parse(pass.startedAt) + pass.duration * 60_000 : null;
  return back
    ? kioskDeviceText.t('startedBackBy', { name, destination, time: formatTime(new Date(back).toISOString()) })
    : kioskDeviceText.t('started', { name, destination });
}

type TStartPassFormProps = { kiosk: TKioskView };

/**
 * P49: a student starts a pass by their number (typed, or by a badge scanner that types it and
 * presses Enter), their PIN when the teacher asks for one, and where they go when there is a
 * choice. Big enough for a finger on a tablet; the number field takes the focus back after each pass.
 */
export function StartPassForm({ kiosk }: TStartPassFormProps) {
  const t = useText(kioskDeviceText);
  const titleId = useId();
  const start = useStartKioskPass();
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const destinations = kiosk.destinations;
  const [destination, setDestination] = useState(destinations[0]?.name ?? '');
  const numberRef = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<TKioskPass | null>(null);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => {
      setDone(null);
      numberRef.current?.focus();
    }, DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const errors = start.error instanceof ApiError && !isTransient(start.error) ? start.error.errors : {};
  const { username: usernameErrors, pin: pinErrors, ...otherErrors } = errors;
  const otherMessage = Object.values(otherErrors).flat()[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (start.isPending) return;
    // A new press is the next student's (or a new try): the last confirmation no longer speaks to them.
    setDone(null);
    start.mutate(
      {
        username: username.trim(),
        pin: kiosk.pinRequired ? pin : undefined,
        destination: destinations.length > 1 ? destination : undefined,
        key: newIdempotencyKey(),
      },
      {
        onSuccess: ({ pass }) => {
          setDone(pass);
          setUsername('');
          setPin('');
          start.reset();
        },
      },
    );
  }

  // The typed text is large for the back of the room; the label keeps MUI's size, so its notch fits.
  const big = {
    '& .MuiInputBase-input': { fontSize: '1.75rem', py: 2 },
  };
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2, md: 3 } }}
    >
      <Typography id={titleId} component="h2" sx={{ fontSize: 'clamp(1.6rem, 3vw, 2.4rem)', fontWeight: 700, mb: 2 }}>
        {t('startPass')}
      </Typography>
      <div role="status" aria-live="polite">
        {done ? (
          <Alert severity="success" sx={{ mb: 2, fontSize: '1.25rem' }}>
            {startedText(done)}
          </Alert>
        ) : null}
      </div>
      {!kiosk.passesOpen ? (
        <Alert severity="info" sx={{ fontSize: '1.25rem' }}>
          {t('passesOff')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            inputRef={numberRef}
            label={t('studentNumber')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoFocus
            autoComplete="off"
            required
            error={Boolean(usernameErrors)}
            helperText={usernameErrors?.[0] ?? ' '}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
            sx={big}
          />
          {kiosk.pinRequired ? (
            <TextField
              label={t('pin')}
              type="password"
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
              autoComplete="off"
              required
              error={Boolean(pinErrors)}
              helperText={pinErrors?.[0] ?? t('fourDigits')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]{4}' } }}
              sx={big}
            />
          ) : null}
          {destinations.length > 1 ? (
            <div>
              <Typography id={`${titleId}-where`} sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('whereGoing')}
              </Typography>
              <ToggleButtonGroup
                aria-labelledby={`${titleId}-where`}
                exclusive
                value={destination}
                onChange={(_, value: string | null) => value && setDestination(value)}
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  '& .MuiToggleButton-root': {
                    fontSize: '1.25rem',
                    px: 3,
                    py: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  },
                }}
              >
                {destinations.map((d) => (
                  <ToggleButton key={d.name} value={d.name}>
                    {capitalised(d.name)}
                    {d.needsApproval ? t('askFirst') : ''}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </div>
          ) : null}
          {otherMessage ? (
            <Alert severity="warning" sx={{ fontSize: '1.25rem' }}>
              {otherMessage}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={start.isPending}
            sx={{ fontSize: '1.5rem', py: 2 }}
          >
            {start.isPending ? t('starting') : t('startMyPass')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
