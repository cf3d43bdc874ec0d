import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { FullScreenDialog } from '../../components/FullScreenDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { useCourses } from '../courses';
import { CoursePlaylist } from './course-playlist';
import { useRefreshPlaylists } from './queries';
import { useText } from '../../i18n/use-text';
import { jukeboxText } from './texts';

type TManagePlaylistsDialogProps = { open: boolean; onClose: () => void };

/** 'Manage Playlists' (seed 000 section 2): one Spotify playlist per course, created, listed, removed. */
export function ManagePlaylistsDialog({ open, onClose }: TManagePlaylistsDialogProps) {
  const t = useText(jukeboxText);
  const courses = useCourses();
  const { refresh, refreshing } = useRefreshPlaylists();
  return (
    <FullScreenDialog open={open} title={t('managePlaylists')} onClose={onClose}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            {t('manageExplain')}
          </Typography>
          {/* Songs added in Spotify's app while this is open show when asked for (issue 28). */}
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void refresh()}
            aria-busy={refreshing}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('refreshPlaylists')}
          </Button>
        </Box>
        {!courses.data ? (
          <QueryStatus query={courses} loadingLabel={t('loadingClasses')} />
        ) : courses.data.length === 0 ? (
          <EmptyState title={t('createCourseFirst')} />
        ) : (
          courses.data.map((course) => <CoursePlaylist key={course._id} course={course} />)
        )}
      </Stack>
    </FullScreenDialog>
  );
}
