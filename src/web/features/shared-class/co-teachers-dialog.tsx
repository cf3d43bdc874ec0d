import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { errorsBesideFields, fieldMessagesOf } from '../../components/form/server-field-errors';
import { Tooltip } from '../../components/Tooltip';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useChangeCoTeachers } from './queries';
import { teacherName } from './teacher-name';
import { sharedClassText } from './texts';

type TCoTeachersDialogProps = { course: TCourse; courseLabel: string; onClose: () => void };

/**
 * P60: the course's teacher shares it with other teachers of the school by username, and takes it
 * back. Mounted only while open; the course shown is the page's, refreshed after each change.
 */
export function CoTeachersDialog({ course, courseLabel, onClose }: TCoTeachersDialogProps) {
  const t = useText(sharedClassText);
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeCoTeachers();
  const [username, setUsername] = useState('');
  const fieldError = fieldMessagesOf(change.error, ['usernames']).usernames;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    if (!wanted) return;
    change.mutate(
      { slug: course.slug, usernames: [wanted], add: true },
      {
        onSuccess: ({ course: updated }) => {
          setUsername('');
          const added = updated.coTeachers.find((c) => c.username.toLowerCase() === wanted.toLowerCase());
          enqueueSnackbar(
            sharedClassText.t('coTeacherAdded', { name: added ? teacherName(added) : wanted, course: courseLabel }),
            { variant: 'success' },
          );
        },
      },
    );
  };

  const remove = (coTeacher: TCourse['teacher']) =>
    change.mutate(
      { slug: course.slug, usernames: [coTeacher.username], add: false },
      {
        onSuccess: () =>
          enqueueSnackbar(
            sharedClassText.t('coTeacherRemoved', { name: teacherName(coTeacher), course: courseLabel }),
            {
              variant: 'success',
            },
          ),
      },
    );

  return (
    <Dialog
      open
      onClose={() => (change.isPending ? undefined : onClose())}
      maxWidth="sm"
      fullWidth
      aria-labelledby="co-teachers-title"
    >
      <DialogTitle id="co-teachers-title">{t('coTeachersOf', { course: courseLabel })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('coTeachersHelp')}
        </Typography>
        {course.coTeachers.length === 0 ? (
          <EmptyState icon={<SupervisorAccountIcon />} title={t('noCoTeachers')} />
        ) : (
          <List dense aria-label={t('coTeachers')}>
            {course.coTeachers.map((coTeacher) => (
              <ListItem
                key={coTeacher.username}
                secondaryAction={
                  <Tooltip title={t('removeCoTeacher', { name: teacherName(coTeacher) })}>
                    <IconButton
                      edge="end"
                      aria-label={t('removeCoTeacher', { name: teacherName(coTeacher) })}
                      disabled={change.isPending}
                      onClick={() => remove(coTeacher)}
                    >
                      <PersonRemoveIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText primary={teacherName(coTeacher)} secondary={coTeacher.username} />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          onSubmit={add}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
        >
          <TextField
            label={t('teacherUsername')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="off"
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: LIMITS.username } }}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          <Button type="submit" variant="contained" disabled={change.isPending || username.trim() === ''}>
            {change.isPending ? t('addingCoTeacher') : t('addCoTeacher')}
          </Button>
        </Box>
        <ErrorList error={errorsBesideFields(change.error, ['usernames'])} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
