import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPass } from '../../../shared/hallpasses';
import { describeCountdown, formatCountdown, formatTime, passEndsAt } from './pass-time';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

type TActivePassProps = { pass: TPass; now: number };

/** The student's running pass: where to, since when, and the time left ticking each second. */
export function ActivePass({ pass, now }: TActivePassProps) {
  const t = useText(hallpassesText);
  const left = passEndsAt(pass) - now;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TimerIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('active')}
        </Typography>
        <Typography color="text.secondary">
          {t('activeDetail', {
            destination: pass.destination,
            time: formatTime(pass.startedAt ?? pass.createdAt),
            minutes: pass.duration,
          })}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" id={`time-left-${pass._id}`}>
          {t('timeLeft')}
        </Typography>
        <Typography
          role="timer"
          aria-labelledby={`time-left-${pass._id}`}
          aria-describedby={`time-left-words-${pass._id}`}
          sx={{ fontSize: '2.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        >
          {formatCountdown(left)}
        </Typography>
        <Box component="span" id={`time-left-words-${pass._id}`} sx={{ display: 'none' }}>
          {describeCountdown(left)}
        </Box>
      </Box>
    </Box>
  );
}
