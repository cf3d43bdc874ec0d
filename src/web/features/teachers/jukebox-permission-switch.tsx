import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSnackbar } from '../../components/use-snackbar';
import type { TTeacherSummary } from '../../../shared/teachers';
import { ErrorList } from '../../components/ErrorList';
import { useUpdateTeacher } from './queries';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

/** The provider grants jukebox access per teacher (seed 000 section 4, permissions.jukebox). */
export function JukeboxPermissionSwitch({ teacher }: { teacher: TTeacherSummary }) {
  const t = useText(teachersText);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateTeacher();
  const checked = update.isPending ? update.variables.user.permissions?.jukebox === true : teacher.permissions.jukebox;
  return (
    <>
      <FormControlLabel
        label={t('jukeboxPermission')}
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { username: teacher.username, user: { permissions: { jukebox: event.target.checked } } },
                { onSuccess: () => enqueueSnackbar(teachersText.t('teacherUpdated'), { variant: 'success' }) },
              )
            }
          />
        }
      />
      <ErrorList error={update.error} />
    </>
  );
}
