import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { courseLabel } from './course-form';
import { useDeleteCourse } from './queries';

type TDeleteCourseDialogProps = { course: TCourse; onClose: () => void };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** P30: a course with students is deleted only after a second confirmation naming what goes with it. */
export function DeleteCourseDialog({ course, onClose }: TDeleteCourseDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteCourse = useDeleteCourse();
  const [step, setStep] = useState<'confirm' | 'confirm-students'>('confirm');
  const studentCount = course.students.length;

  const close = () => {
    if (!deleteCourse.isPending) onClose();
  };

  const remove = () =>
    deleteCourse.mutate(course.slug, {
      onSuccess: () => {
        enqueueSnackbar('Course deleted', { variant: 'success' });
        onClose();
      },
    });

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        title="Delete course?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={deleteCourse.isPending}
        error={deleteCourse.error}
        onCancel={close}
        onConfirm={() => (studentCount > 0 ? setStep('confirm-students') : remove())}
      >
        Are you sure you want to delete {courseLabel(course)}? This action cannot be undone.
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open
      title={`Delete ${course.name} and its students?`}
      confirmLabel="Delete everything"
      busyLabel="Deleting..."
      destructive
      busy={deleteCourse.isPending}
      error={deleteCourse.error}
      onCancel={close}
      onConfirm={remove}
    >
      This also deletes {plural(studentCount, 'student', 'students')} and their points, with their purchases, passes,
      songs and the course&apos;s assignments.
    </ConfirmDialog>
  );
}
