import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { TTeacherSummary } from '../../../shared/teachers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteTeacher } from './queries';
import { teacherDisplayName } from './teacher-form';

type TDeleteTeacherDialogProps = { teacher: TTeacherSummary; open: boolean; onClose: () => void };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** P30: a teacher with courses or students is deleted only after a second confirmation naming them. */
export function DeleteTeacherDialog({ teacher, open, onClose }: TDeleteTeacherDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteTeacher = useDeleteTeacher();
  const [step, setStep] = useState<'confirm' | 'confirm-data'>('confirm');
  const name = teacherDisplayName(teacher);
  const hasData = teacher.stats.courses > 0 || teacher.stats.students > 0;

  const close = () => {
    if (deleteTeacher.isPending) return;
    setStep('confirm');
    deleteTeacher.reset();
    onClose();
  };

  const remove = () =>
    deleteTeacher.mutate(teacher.username, {
      onSuccess: () => {
        enqueueSnackbar('Teacher deleted', { variant: 'success' });
        setStep('confirm');
        onClose();
      },
    });

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open={open}
        title="Delete teacher?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={deleteTeacher.isPending}
        error={deleteTeacher.error}
        onCancel={close}
        onConfirm={() => (hasData ? setStep('confirm-data') : remove())}
      >
        Are you sure you want to delete {name} ({teacher.username})? This action cannot be undone.
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${name} and their classes?`}
      confirmLabel="Delete everything"
      busyLabel="Deleting..."
      destructive
      busy={deleteTeacher.isPending}
      error={deleteTeacher.error}
      onCancel={close}
      onConfirm={remove}
    >
      This also deletes {plural(teacher.stats.courses, 'course', 'courses')} and{' '}
      {plural(teacher.stats.students, 'student', 'students')}, with their points, purchases, passes and songs.
    </ConfirmDialog>
  );
}
