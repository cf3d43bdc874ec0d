import ClassIcon from '@mui/icons-material/Class';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isBuilt } from '../../built-features';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { useSignedInUser } from '../auth';
import { useSharedCourses } from '../courses';
import { teacherName } from '../shared-class';
import { ImportScoresDialog } from '../scores';
import { SharedCourseSongs } from '../songs';
import { SharedCourseOrders } from '../store';
import { ActingCourseContext } from '../../api/acting-course';
import { substituteKeys } from '../../api/query-keys';
import { GivePresetDialog } from './give-preset-dialog';
import { PassesSection } from './passes-section';
import { RosterSection, type TRosterStudent } from './roster-section';
import { StartPassDialog } from './start-pass-dialog';
import { substitutesText } from './texts';
import { useNoticeUnshared } from './unshared-notice';

/**
 * /teacher/shared/{courseId} (P60): a co-teacher's class view of a course another teacher shared
 * with them: its passes and its roster, where they give the teacher's presets and start passes, and
 * its song requests and orders to decide, and its scores to import, every call naming the course
 * (ActingCourseContext). Taken off it, the page says so at its next read (useNoticeUnshared).
 */
export function SharedCoursePage() {
  const t = useText(substitutesText);
  const { courseId = '' } = useParams();
  const me = useSignedInUser();
  useNoticeUnshared();
  const courses = useSharedCourses();
  const course = courses.data?.find((c) => c._id === courseId);
  const [giving, setGiving] = useState<TRosterStudent | null>(null);
  const [passFor, setPassFor] = useState<TRosterStudent | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const passesBuilt = isBuilt('hallpasses');
  const myName = teacherName(me);

  if (!course) {
    return (
      <>
        <QueryStatus query={courses} />
        {courses.data ? (
          <Card>
            <EmptyState
              icon={<ClassIcon />}
              title={t('notShared')}
              description={t('notSharedHelp')}
              action={
                <Button component={Link} to="/teacher/courses" variant="contained">
                  {t('toManageCourses')}
                </Button>
              }
            />
          </Card>
        ) : null}
      </>
    );
  }
  return (
    <ActingCourseContext.Provider value={course._id}>
      <PageHeader
        title={course.name}
        subtitle={`${t('period', { period: course.period })} · ${t('sharedCourseOf', { teacher: teacherName(course.teacher) })}`}
        actions={
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {t('importScores')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {passesBuilt ? <PassesSection /> : null}
        <RosterSection onGive={setGiving} onPass={passesBuilt ? setPassFor : undefined} />
        {isBuilt('songs') ? <SharedCourseSongs /> : null}
        <SharedCourseOrders />
      </Box>
      <GivePresetDialog student={giving} onClose={() => setGiving(null)} />
      <ImportScoresDialog
        open={importing}
        course={course}
        district={me.settings?.schoolDistrict ?? 'none'}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          // The balances of the class view count the new scores.
          void queryClient.invalidateQueries({ queryKey: substituteKeys.all });
        }}
      />
      {passesBuilt ? <StartPassDialog student={passFor} seatName={myName} onClose={() => setPassFor(null)} /> : null}
    </ActingCourseContext.Provider>
  );
}
