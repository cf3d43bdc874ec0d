import AddIcon from '@mui/icons-material/Add';
import ClassIcon from '@mui/icons-material/Class';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { isBuilt } from '../../built-features';
import { CourseAccordion } from './course-accordion';
import { CourseDialogHost } from './course-dialog-host';
import { ImportResultBanner } from './import-result-banner';
import type { TImportBanner } from './import-result-banner';
import { NameOrderToggle, useNameOrder } from './name-order-toggle';
import type { TPageDialog } from './page-dialog';
import { useCourses, useSharedCourses } from './queries';
import { SharedCourseList } from './shared-course-list';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

/** /teacher/courses, 'Manage Courses' (seed 001 section 2). */
export function CoursesPage() {
  const t = useText(coursesText);
  const { settings } = useSignedInUser();
  const courses = useCourses();
  const shared = useSharedCourses();
  const [order, setOrder] = useNameOrder();
  const [dialog, setDialog] = useState<TPageDialog | null>(null);
  const [banner, setBanner] = useState<TImportBanner | null>(null);
  // Seed 001 section 2: the jukebox icon only with the jukebox and beta features on.
  const jukeboxOn = isBuilt('jukebox') && settings !== null && settings.jukebox.enabled && settings.enableBetaFeatures;

  return (
    <>
      <PageHeader
        title={t('manageCourses')}
        actions={
          <>
            <NameOrderToggle order={order} onChange={setOrder} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add-course' })}>
              {t('addCourse')}
            </Button>
          </>
        }
      />

      {banner ? <ImportResultBanner banner={banner} onClose={() => setBanner(null)} /> : null}

      <QueryStatus query={courses} />
      {courses.data?.length === 0 ? (
        <Card>
          <EmptyState icon={<ClassIcon />} title={t('noCourses')} description={t('noCoursesHelp')} />
        </Card>
      ) : null}
      {courses.data && courses.data.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {courses.data.map((course) => (
            <CourseAccordion
              key={course._id}
              course={course}
              showJukebox={jukeboxOn && Boolean(course.playlistId)}
              order={order}
              onOpen={setDialog}
            />
          ))}
        </Box>
      ) : null}

      <SharedCourseList courses={shared.data ?? []} />

      <CourseDialogHost
        dialog={dialog}
        courses={courses.data ?? []}
        onClose={() => setDialog(null)}
        onImported={(course, result) => setBanner({ courseName: course.name, result })}
      />
    </>
  );
}
