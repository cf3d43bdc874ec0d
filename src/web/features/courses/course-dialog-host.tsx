import type { TCourse } from '../../../shared/courses';
import type { TStudentImportResult } from '../../../shared/students';
import { CoTeachersDialog, SubstituteCodesDialog } from '../shared-class';
import { ManageAssignmentsDialog } from '../tasks';
import { AddStudentDialog } from './add-student-dialog';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteCourseDialog } from './delete-course-dialog';
import { DeleteStudentDialog } from './delete-student-dialog';
import { DropStudentDialog } from './drop-student-dialog';
import { EditStudentDialog } from './edit-student-dialog';
import { ImportStudentsDialog } from './import-students-dialog';
import { MoveStudentDialog } from './move-student-dialog';
import type { TPageDialog } from './page-dialog';
import { RandomGroupsDialog } from './random-groups-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { periodLabel } from './student-names';

type TCourseDialogHostProps = {
  dialog: TPageDialog | null;
  courses: readonly TCourse[];
  onClose: () => void;
  onImported: (course: TCourse, result: TStudentImportResult) => void;
};

/** The one open dialog of Manage Courses, each mounted only while open so it starts fresh. */
export function CourseDialogHost({ dialog, courses, onClose, onImported }: TCourseDialogHostProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add-course':
      return <CourseFormDialog onClose={onClose} />;
    case 'edit-course':
      return <CourseFormDialog course={dialog.course} onClose={onClose} />;
    case 'delete-course':
      return <DeleteCourseDialog course={dialog.course} onClose={onClose} />;
    case 'assignments':
      return (
        <ManageAssignmentsDialog course={dialog.course} courseLabel={periodLabel(dialog.course)} onClose={onClose} />
      );
    case 'co-teachers': {
      // The page's copy of the course, so the list follows each change.
      const course = courses.find((c) => c._id === dialog.course._id) ?? dialog.course;
      return <CoTeachersDialog course={course} courseLabel={periodLabel(course)} onClose={onClose} />;
    }
    case 'substitute':
      return (
        <SubstituteCodesDialog course={dialog.course} courseLabel={periodLabel(dialog.course)} onClose={onClose} />
      );
    case 'groups':
      return <RandomGroupsDialog course={dialog.course} onClose={onClose} />;
    case 'add-student':
      return <AddStudentDialog course={dialog.course} onClose={onClose} />;
    case 'import':
      return <ImportStudentsDialog course={dialog.course} onClose={onClose} onImported={onImported} />;
    case 'move':
      return <MoveStudentDialog student={dialog.student} course={dialog.course} courses={courses} onClose={onClose} />;
    case 'edit':
      return <EditStudentDialog student={dialog.student} onClose={onClose} />;
    case 'drop':
      return <DropStudentDialog student={dialog.student} onClose={onClose} />;
    case 'reset-password':
      return <ResetPasswordDialog student={dialog.student} onClose={onClose} />;
    case 'delete':
      return <DeleteStudentDialog student={dialog.student} onClose={onClose} />;
  }
}
