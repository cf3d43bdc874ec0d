import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { TStudentSummary } from '../../../shared/courses';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useCourses } from '../courses';
import { manageHallpassesText } from './manage/texts';
import { useCreateSeparation, useDeleteSeparation, useSeparations } from './queries';

const nameOf = (s: Pick<TStudentSummary, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();

/** The students chosen for a new group, and how to change them (React's state pair). */
export type TChosenState = readonly [TStudentSummary[], (chosen: TStudentSummary[]) => void];

/**
 * P48: students the teacher keeps apart in the hall. A student of a group is refused a pass while
 * another is out, told only that the hall is busy; only the teacher sees the groups. The students
 * being chosen are held by the dialog (`chosenState`), so closing it never loses them.
 */
export function SeparationsSection({ chosenState }: { chosenState: TChosenState }) {
  const t = useText(manageHallpassesText);
  const titleId = useId();
  const separations = useSeparations();
  const courses = useCourses();
  const create = useCreateSeparation();
  const remove = useDeleteSeparation();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = chosenState;
  const students = useMemo(() => {
    const seen = new Map<string, TStudentSummary>();
    for (const course of courses.data ?? []) for (const s of course.students) if (!s.dropped) seen.set(s._id, s);
    return [...seen.values()].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  }, [courses.data]);

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('keptApart')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('keptApartHelp')}
        </Typography>
        <QueryStatus query={separations} loadingLabel={t('loadingGroups')} />
        {separations.data && separations.data.length === 0 ? (
          <Typography color="text.secondary">{t('noGroups')}</Typography>
        ) : null}
        {separations.data && separations.data.length > 0 ? (
          <List aria-label={t('groupsLabel')} disablePadding>
            {separations.data.map((group) => {
              const names = group.students.map(nameOf).join(', ');
              return (
                <ListItem
                  key={group._id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      aria-label={t('removeGroupLabel', { names })}
                      onClick={() =>
                        remove.mutate(group._id, {
                          onSuccess: () =>
                            enqueueSnackbar(manageHallpassesText.t('groupRemoved'), { variant: 'success' }),
                        })
                      }
                    >
                      {t('remove')}
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText primary={names} />
                </ListItem>
              );
            })}
          </List>
        ) : null}
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              chosen.map((s) => s.username),
              {
                onSuccess: () => {
                  setChosen([]);
                  enqueueSnackbar(manageHallpassesText.t('groupAdded'), { variant: 'success' });
                },
              },
            );
          }}
        >
          <Autocomplete
            multiple
            options={students}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            // Choosing several: the list stays open, so Esc closes the list, not the dialog (issue 42).
            disableCloseOnSelect
            getOptionLabel={(s) => `${nameOf(s)} (${s.username})`}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            sx={{ flex: '1 1 280px', minWidth: 0 }}
            renderInput={(params) => (
              <TextField {...params} label={t('studentsToKeepApart')} helperText={t('chooseTwo')} />
            )}
          />
          <Button type="submit" variant="contained" disabled={chosen.length < 2 || create.isPending} sx={{ mt: 1 }}>
            {t('keepApart')}
          </Button>
        </Box>
        <ErrorList error={create.error ?? remove.error} />
      </CardContent>
    </Card>
  );
}
