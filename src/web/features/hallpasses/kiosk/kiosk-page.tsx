import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useLiveUpdates } from '../../../api/live-updates';
import { PageSpinner } from '../../../components/PageSpinner';
import { QueryError } from '../../../components/QueryStatus';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { distinctCourseLabels, useCourses } from '../../courses';
import { EmergencyNotice } from '../emergency-notice';
import { EveryoneIn } from './everyone-in';
import { KioskHeader } from './kiosk-header';
import { passesOut } from './kiosk-passes';
import { PassCard } from './pass-card';
import { useKioskBoard } from './queries';
import { useBoardAnnouncement } from './use-board-announcement';
import { useCourseChoice } from './use-course-choice';
import { useNow } from '../use-now';
import { useReturnPass } from '../queries';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

/**
 * /teacher/kiosk (P26): the classroom screen of who is out on a hallpass, without the app's frame.
 * It refreshes on the `passes` live event (P38) and once a minute besides, and ticks once a second
 * for every timer together; a session that ends sends it to the login page like every other page.
 */
export function KioskPage() {
  const t = useText(kioskBoardText);
  // This page has no app frame, so it opens the event stream itself.
  useLiveUpdates(true);
  useEffect(() => {
    document.title = kioskBoardText.t('pageTitle');
  }, []);

  const courses = useCourses();
  const [chosen, choose] = useCourseChoice();
  // An address naming a course that is not (or no longer) the teacher's shows all of them.
  const courseId = courses.data?.some((course) => course._id === chosen) ? chosen : null;
  const passes = useKioskBoard(courseId, courses.isSuccess);
  const returnPass = useReturnPass();
  const now = useNow();

  const rows = useMemo(() => (passes.data ? passesOut(passes.data.passes, now) : null), [passes.data, now]);
  // 'Back in class' is a return on the server (P48), unless the emergency read with it ended the pass.
  const announcement = useBoardAnnouncement(rows, courseId ?? 'all', passes.data);
  const courseList = courses.data ?? [];
  const onlyCourse = courseList.length === 1 ? courseList[0] : undefined;
  const shownCourse = courseId ?? onlyCourse?._id;
  const scope = shownCourse ? (distinctCourseLabels(courseList).get(shownCourse) ?? '') : t('allCourses');

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column' }}
    >
      <KioskHeader
        now={now}
        outCount={rows?.length ?? null}
        scope={courses.isSuccess ? scope : ''}
        courses={courseList}
        courseId={courseId}
        onCourseChange={choose}
      />
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <EmergencyNotice courseId={courseId} />
      {courses.isError ? <QueryError query={courses} /> : null}
      {passes.isError && !rows ? <QueryError query={passes} /> : null}
      {returnPass.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('notMarkedBack')}
        </Alert>
      ) : null}
      {passes.isError && rows ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('unreachable')}
        </Alert>
      ) : null}
      {courses.isPending || (passes.isPending && courses.isSuccess) ? <PageSpinner label={t('loadingPasses')} /> : null}
      {rows && rows.length === 0 ? <EveryoneIn stopped={passes.data?.emergency.on} /> : null}
      {rows && rows.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('studentsOut')}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
            alignContent: 'start',
          }}
        >
          {rows.map((row) => (
            <PassCard
              key={row.pass._id}
              row={row}
              now={now}
              periodShown={courseId === null && courseList.length > 1}
              onBack={(passId) => returnPass.mutate(passId)}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
