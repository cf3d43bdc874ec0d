import ClassIcon from '@mui/icons-material/Class';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /teacher/courses: course management arrives in a later issue. */
export function CoursesPage() {
  return (
    <>
      <PageHeader title="Manage Courses" />
      <Card>
        <EmptyState icon={<ClassIcon />} title="Courses arrive here soon." description="You will create courses, add and import students, and make random groups here." />
      </Card>
    </>
  );
}
