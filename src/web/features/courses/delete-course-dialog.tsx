import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteCourse } from './queries';
import { periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TDeleteCourseDialogProps = { course: TCourse; onClose: () => void };

/** P30: a course with students is deleted only after a second confirmation naming what goes with it. */
export function DeleteCourseDialog({ course, onClose }: TDeleteCourseDialogProps) {
  const t = useText(coursesText);
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
        enqueueSnackbar(coursesText.t('courseDeleted'), { variant: 'success' });
        onClose();
      },
    });

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        title={t('deleteCourseQuestion')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        destructive
        busy={deleteCourse.isPending}
        error={deleteCourse.error}
        onCancel={close}
        onConfirm={() => (studentCount > 0 ? setStep('confirm-students') : remove())}
      >
        {t('deleteCourseBody', { course: periodLabel(course) })}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open
      title={t('deleteWithStudents', { name: course.name })}
      confirmLabel={t('deleteEverything')}
      busyLabel={t('deleting')}
      destructive
      busy={deleteCourse.isPending}
      error={deleteCourse.error}
      onCancel={close}
      onConfirm={remove}
    >
      {t('deleteWithStudentsBody', { count: studentCount })}
    </ConfirmDialog>
  );
}
