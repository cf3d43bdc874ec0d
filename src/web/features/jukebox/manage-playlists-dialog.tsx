import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { FullScreenDialog } from '../../components/FullScreenDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { useCourses } from '../courses';
import { CoursePlaylist } from './course-playlist';

type TManagePlaylistsDialogProps = { open: boolean; onClose: () => void };

/** 'Manage Playlists' (seed 000 section 2): one Spotify playlist per course, created, listed, removed. */
export function ManagePlaylistsDialog({ open, onClose }: TManagePlaylistsDialogProps) {
  const courses = useCourses();
  return (
    <FullScreenDialog open={open} title="Manage Playlists" onClose={onClose}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Each class plays from its own playlist in your Spotify account. Add songs to it in Spotify, or when you
          approve a song request; students pick from it in the Jukebox.
        </Typography>
        {!courses.data ? (
          <QueryStatus query={courses} loadingLabel="Loading classes..." />
        ) : courses.data.length === 0 ? (
          <EmptyState title="You must create a course before continuing" />
        ) : (
          courses.data.map((course) => <CoursePlaylist key={course._id} course={course} />)
        )}
      </Stack>
    </FullScreenDialog>
  );
}
