import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatTime } from '../pass-time';
import { type TBoardPass, type TPassOut, timerText } from './kiosk-passes';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

type TPassCardProps = {
  row: TPassOut<TBoardPass>;
  now: number;
  /** 'Period 2' when the board shows several courses. */
  periodShown: boolean;
  onBack: (passId: string) => void;
  /** The button's words: 'Back in class' on the teacher's board, 'I'm back' on a kiosk (P49). */
  backLabel?: string;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One student out: name, where to, since when, and a timer large enough for the back of the room.
 * Overdue is told by a word, an icon, a '+' count-up and a dashed frame, not by colour alone. The
 * timer is not a live region: a screen reader hears the changes (useBoardAnnouncement), not each second.
 */
export function PassCard({ row, now, periodShown, onBack, backLabel }: TPassCardProps) {
  const t = useText(kioskBoardText);
  const action = backLabel ?? t('backInClass');
  const { pass, name, dueAt, overdue } = row;
  const nameId = `kiosk-pass-${pass._id}`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        containerType: 'inline-size',
        listStyle: 'none',
        bgcolor: 'background.paper',
        borderRadius: 3,
        border: overdue ? '4px dashed' : '2px solid',
        borderColor: overdue ? 'error.main' : 'divider',
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id={nameId}
          component="h2"
          sx={{ fontSize: 'clamp(1.6rem, 7cqi, 3.2rem)', fontWeight: 700, lineHeight: 1.15, flexGrow: 1 }}
        >
          {name}
        </Typography>
        {overdue ? (
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              px: 1.5,
              py: 0.5,
              borderRadius: 2,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontWeight: 700,
              fontSize: 'clamp(1rem, 3.5cqi, 1.5rem)',
            }}
          >
            <WarningAmberIcon fontSize="inherit" aria-hidden />
            {t('overdue')}
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: 'clamp(1rem, 3.5cqi, 1.6rem)',
          '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.75 },
        }}
      >
        <span>
          <PlaceIcon fontSize="inherit" aria-hidden />
          <span>
            <VisuallyHidden>{t('destinationLabel')}</VisuallyHidden>
            {capitalised(pass.destination)}
          </span>
        </span>
        <span>
          <ScheduleIcon fontSize="inherit" aria-hidden />
          <span>
            {t('outSince')}{' '}
            <time dateTime={pass.startedAt ?? pass.createdAt}>{formatTime(pass.startedAt ?? pass.createdAt)}</time>
          </span>
        </span>
        {periodShown ? <span>{t('period', { period: pass.period })}</span> : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography component="p" sx={{ fontSize: 'clamp(1rem, 3.5cqi, 1.6rem)', fontWeight: 600 }}>
            {overdue ? t('overdueBy') : t('timeLeft')}
          </Typography>
          <Typography
            component="p"
            role="timer"
            sx={{
              fontSize: 'clamp(3rem, 20cqi, 10rem)',
              fontWeight: 700,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
              color: overdue ? 'error.main' : 'text.primary',
            }}
          >
            {overdue ? '+' : ''}
            {timerText(dueAt, now)}
          </Typography>
        </div>
        <Button
          variant={overdue ? 'contained' : 'outlined'}
          size="large"
          onClick={() => onBack(pass._id)}
          aria-label={t('backLabel', { action, name })}
        >
          {action}
        </Button>
      </Box>
    </Box>
  );
}
