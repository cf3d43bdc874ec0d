import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import { Tooltip } from '../../components/Tooltip';
import type { TSong } from '../../../shared/songs';
import { fullName } from '../courses';

/** 'Period 3', or 'No period' where a song's course has none. */
export function periodTitle(period: number | null): string {
  return period === null ? 'No period' : `Period ${period}`;
}

/** The student's name; an anonymous request is marked, since classmates see 'Anonymous'. */
export function RequesterName({ song }: { song: TSong }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {fullName(song.student)}
      {song.student.anonymousSongs ? (
        <Tooltip title="Anonymous to classmates">
          <VisibilityOffIcon fontSize="small" color="action" titleAccess="Anonymous to classmates" />
        </Tooltip>
      ) : null}
    </Box>
  );
}
