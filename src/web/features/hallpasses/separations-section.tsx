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
import { useId, useMemo, useState } from 'react';
import type { TStudentSummary } from '../../../shared/courses';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { useSnackbar } from '../../components/use-snackbar';
import { useCourses } from '../courses';
import { useCreateSeparation, useDeleteSeparation, useSeparations } from './queries';

const nameOf = (s: Pick<TStudentSummary, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();

/**
 * P48: students the teacher keeps apart in the hall. A student of a group is refused a pass while
 * another is out, told only that the hall is busy; only the teacher sees the groups.
 */
export function SeparationsSection() {
  const titleId = useId();
  const separations = useSeparations();
  const courses = useCourses();
  const create = useCreateSeparation();
  const remove = useDeleteSeparation();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<TStudentSummary[]>([]);
  const students = useMemo(() => {
    const seen = new Map<string, TStudentSummary>();
    for (const course of courses.data ?? []) for (const s of course.students) if (!s.dropped) seen.set(s._id, s);
    return [...seen.values()].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  }, [courses.data]);

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Kept apart in the hall
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Students in a group can&apos;t be out at the same time. They are told the hall is busy, never who is out.
        </Typography>
        <QueryStatus query={separations} loadingLabel="Loading groups..." />
        {separations.data && separations.data.length === 0 ? (
          <Typography color="text.secondary">No groups yet.</Typography>
        ) : null}
        {separations.data && separations.data.length > 0 ? (
          <List aria-label="Groups kept apart" disablePadding>
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
                      aria-label={`Remove the group ${names}`}
                      onClick={() =>
                        remove.mutate(group._id, {
                          onSuccess: () => enqueueSnackbar('Group removed', { variant: 'success' }),
                        })
                      }
                    >
                      Remove
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
                  enqueueSnackbar('Group added', { variant: 'success' });
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
            getOptionLabel={(s) => `${nameOf(s)} (${s.username})`}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            sx={{ flex: '1 1 280px', minWidth: 0 }}
            renderInput={(params) => (
              <TextField {...params} label="Students to keep apart" helperText="Choose two or more" />
            )}
          />
          <Button type="submit" variant="contained" disabled={chosen.length < 2 || create.isPending} sx={{ mt: 1 }}>
            Keep apart
          </Button>
        </Box>
        <ErrorList error={create.error ?? remove.error} />
      </CardContent>
    </Card>
  );
}
