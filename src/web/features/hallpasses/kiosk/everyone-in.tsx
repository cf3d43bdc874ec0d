import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

/**
 * The calm board when nobody is out. During an emergency (`stopped`) nobody is out on a pass, yet
 * those it stopped may still be in the hall: the board says so rather than 'Everyone is in class'.
 */
export function EveryoneIn({ stopped = false }: { stopped?: boolean }) {
  const t = useText(kioskBoardText);
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        py: 6,
      }}
    >
      {stopped ? null : (
        <Box sx={{ color: 'primary.main', fontSize: 'clamp(4rem, 12vw, 10rem)', lineHeight: 0 }}>
          <SchoolOutlinedIcon fontSize="inherit" aria-hidden />
        </Box>
      )}
      <Typography
        component="p"
        sx={{
          fontSize: stopped ? 'clamp(1.5rem, 3vw, 2.4rem)' : 'clamp(2rem, 6vw, 5rem)',
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        {stopped ? t('passesStopped') : t('everyoneIn')}
      </Typography>
      {stopped ? null : (
        <Typography component="p" color="text.secondary" sx={{ fontSize: 'clamp(1rem, 2vw, 1.6rem)' }}>
          {t('everyoneInHint')}
        </Typography>
      )}
    </Box>
  );
}
