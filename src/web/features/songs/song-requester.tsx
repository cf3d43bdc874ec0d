import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import { Tooltip } from '../../components/Tooltip';
import type { TSong } from '../../../shared/songs';
import { fullName } from '../courses';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** 'Period 3', or 'No period' where a song's course has none. */
export function periodTitle(period: number | null): string {
  return period === null ? songsText.t('noPeriod') : songsText.t('period', { period });
}

/** The student's name; an anonymous request is marked, since classmates see 'Anonymous'. */
export function RequesterName({ song }: { song: TSong }) {
  const t = useText(songsText);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {fullName(song.student)}
      {song.student.anonymousSongs ? (
        <Tooltip title={t('anonymousToClassmates')}>
          <VisibilityOffIcon fontSize="small" color="action" titleAccess={t('anonymousToClassmates')} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
