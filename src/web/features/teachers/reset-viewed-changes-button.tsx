import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PAGE_MENU_PROPS } from '../../components/page-menu';
import { useResetViewedChanges } from './queries';
import type { TResettableRole } from './queries';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

/** Makes What's New open again for every student or every teacher, once the admin confirms. */
export function ResetViewedChangesButton() {
  const t = useText(teachersText);
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetViewedChanges();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [role, setRole] = useState<TResettableRole | null>(null);

  const choose = (chosen: TResettableRole) => {
    setAnchor(null);
    reset.reset();
    setRole(chosen);
  };

  const confirm = () => {
    if (!role) return;
    reset.mutate(role, {
      onSuccess: () => {
        enqueueSnackbar(teachersText.t(role === 'student' ? 'studentFlagsReset' : 'teacherFlagsReset'), {
          variant: 'success',
        });
        setRole(null);
      },
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
        {reset.isPending ? t('resetting') : t('resetViewedChanges')}
      </Button>
      <Menu
        {...PAGE_MENU_PROPS}
        id="reset-viewed-changes-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => choose('student')}>{t('students')}</MenuItem>
        <MenuItem onClick={() => choose('teacher')}>{t('teachers')}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={role !== null}
        title={t('resetViewedChangesTitle')}
        confirmLabel={t('reset')}
        busyLabel={t('resetting')}
        busy={reset.isPending}
        error={reset.error}
        onConfirm={confirm}
        onCancel={() => setRole(null)}
      >
        {role ? t(role === 'student' ? 'resetStudentsExplain' : 'resetTeachersExplain') : null}
      </ConfirmDialog>
    </>
  );
}
