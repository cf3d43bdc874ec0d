import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ErrorList } from '../../components/ErrorList';
import { formatDateTime } from '../../components/format';
import { QueryStatus } from '../../components/QueryStatus';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useSignedInUser } from '../auth';
import { distinctCourseLabels, useCourses } from '../courses';
import { manageHallpassesText } from './manage/texts';
import { useCreateKiosk, useKiosks, useRevokeKiosk } from './kiosk-queries';

/**
 * P49: the teacher makes a classroom device a kiosk for one course (students start and end passes
 * there, no phone needed), sees which kiosks are in use, and turns one off. The code is shown once.
 */
export function KiosksSection() {
  const t = useText(manageHallpassesText);
  const titleId = useId();
  const kiosks = useKiosks();
  const courses = useCourses();
  const pinOn = useSignedInUser().settings?.hallpass.kioskPin !== false;
  const create = useCreateKiosk();
  const revoke = useRevokeKiosk();
  const { enqueueSnackbar } = useSnackbar();
  const courseList = courses.data ?? [];
  const labels = distinctCourseLabels(courseList);
  const [courseId, setCourseId] = useState('');
  const chosen = courseId || courseList[0]?._id || '';
  const made = create.data;
  const link = made ? `${window.location.origin}/kiosk/${made.code}` : '';

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('kiosks')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('kiosksHelp')}
        </Typography>
        {/* P49: what the PIN setting means here, so no one learns it from a classmate's spent points. */}
        <Alert severity={pinOn ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {pinOn ? t('kioskPinOn') : t('kioskPinOff')}
        </Alert>
        {made ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('kioskMade', { course: labels.get(made.course._id) ?? made.course.name })} <br />
            <Link href={`/kiosk/${made.code}`} sx={{ fontSize: '1.25rem', fontWeight: 700, wordBreak: 'break-all' }}>
              {link}
            </Link>
            <br />
            {t('signsYouOut')}
          </Alert>
        ) : null}
        <QueryStatus query={kiosks} loadingLabel={t('loadingKiosks')} />
        {kiosks.data && kiosks.data.length === 0 ? (
          <Typography color="text.secondary">{t('noKiosks')}</Typography>
        ) : null}
        {kiosks.data && kiosks.data.length > 0 ? (
          <List aria-label={t('yourKiosks')} disablePadding>
            {kiosks.data.map((kiosk) => {
              const label = labels.get(kiosk.course._id) ?? kiosk.course.name;
              return (
                <ListItem
                  key={kiosk._id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      aria-label={t('turnOffLabel', { course: label })}
                      onClick={() =>
                        revoke.mutate(kiosk._id, {
                          onSuccess: () =>
                            enqueueSnackbar(manageHallpassesText.t('kioskTurnedOff'), { variant: 'success' }),
                        })
                      }
                    >
                      {t('turnOff')}
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={label}
                    secondary={
                      kiosk.lastSeenAt ? t('lastUsed', { time: formatDateTime(kiosk.lastSeenAt) }) : t('notOpened')
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        ) : null}
        {courseList.length > 0 ? (
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) create.mutate(chosen);
            }}
          >
            {courseList.length > 1 ? (
              <TextField
                select
                label={t('course')}
                value={chosen}
                onChange={(event) => setCourseId(event.target.value)}
                sx={{ flex: '1 1 220px', minWidth: 0 }}
              >
                {courseList.map((course) => (
                  <MenuItem key={course._id} value={course._id}>
                    {labels.get(course._id) ?? course.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Button type="submit" variant="contained" disabled={!chosen || create.isPending}>
              {t('makeKiosk')}
            </Button>
          </Box>
        ) : null}
        <ErrorList error={create.error ?? revoke.error} />
      </CardContent>
    </Card>
  );
}
