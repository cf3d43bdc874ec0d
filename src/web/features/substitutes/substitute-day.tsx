import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isBuilt } from '../../built-features';
import { ErrorList } from '../../components/ErrorList';
import { Logo } from '../../components/Logo';
import { formatClock } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { GivePresetDialog } from './give-preset-dialog';
import { PassesSection } from './passes-section';
import { type TSeat, useLeave } from './queries';
import { RosterSection, type TRosterStudent } from './roster-section';
import { StartPassDialog } from './start-pass-dialog';
import { substitutesText } from './texts';

type TSubstituteDayProps = { seat: TSeat; onLeft: () => void };

/**
 * The class for the day: who is signed in and until when, the passes waiting for an OK or out,
 * and the roster with each student's balance, where points and passes start.
 */
export function SubstituteDay({ seat, onLeft }: TSubstituteDayProps) {
  const t = useText(substitutesText);
  const leave = useLeave();
  const passesBuilt = isBuilt('hallpasses');
  const [giving, setGiving] = useState<TRosterStudent | null>(null);
  const [passFor, setPassFor] = useState<TRosterStudent | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Just signed in: the class's name is where reading starts.
  useEffect(() => heading.current?.focus(), []);

  const { course } = seat;
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 240px' }}>
          <Logo size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              ref={heading}
              tabIndex={-1}
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
            >
              {course.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('period', { period: course.period })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('signedInAs', { name: seat.name, time: formatClock(Date.parse(seat.expiresAt)) })}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="outlined"
          onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
          disabled={leave.isPending}
          sx={{ minHeight: 44 }}
        >
          {leave.isPending ? t('leaving') : t('leave')}
        </Button>
      </Box>
      <ErrorList error={leave.error} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {passesBuilt ? <PassesSection /> : null}
        <RosterSection onGive={setGiving} onPass={passesBuilt ? setPassFor : undefined} />
      </Box>
      <GivePresetDialog student={giving} onClose={() => setGiving(null)} />
      {passesBuilt ? <StartPassDialog student={passFor} seatName={seat.name} onClose={() => setPassFor(null)} /> : null}
    </Box>
  );
}
