import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useResetViewedChanges } from './queries';
import type { TResettableRole } from './queries';

/** Makes What's New open again for every student or every teacher. */
export function ResetViewedChangesButton({ onError }: { onError: (error: unknown) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetViewedChanges();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = (role: TResettableRole) => {
    setAnchor(null);
    onError(null);
    reset.mutate(role, {
      onSuccess: () => enqueueSnackbar(`${role === 'student' ? 'Student' : 'Teacher'} flags reset`, { variant: 'success' }),
      onError,
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RestartAltIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={reset.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'reset-viewed-changes-menu' : undefined}
      >
        {reset.isPending ? 'Resetting...' : 'Reset Viewed Changes'}
      </Button>
      <Menu id="reset-viewed-changes-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('student')}>Students</MenuItem>
        <MenuItem onClick={() => run('teacher')}>Teachers</MenuItem>
      </Menu>
    </>
  );
}
