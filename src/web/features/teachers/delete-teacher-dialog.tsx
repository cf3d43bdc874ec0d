import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { TTeacherSummary } from '../../../shared/teachers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteTeacher } from './queries';
import { teacherDisplayName } from './teacher-form';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

type TDeleteTeacherDialogProps = { teacher: TTeacherSummary; open: boolean; onClose: () => void };

/** P30: a teacher with courses or students is deleted only after a second confirmation naming them. */
export function DeleteTeacherDialog({ teacher, open, onClose }: TDeleteTeacherDialogProps) {
  const t = useText(teachersText);
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
        enqueueSnackbar(teachersText.t('teacherDeleted'), { variant: 'success' });
        setStep('confirm');
        onClose();
      },
    });

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open={open}
        title={t('deleteTeacherTitle')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        destructive
        busy={deleteTeacher.isPending}
        error={deleteTeacher.error}
        onCancel={close}
        onConfirm={() => (hasData ? setStep('confirm-data') : remove())}
      >
        {t('deleteConfirm', { name, username: teacher.username })}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('deleteWithDataTitle', { name })}
      confirmLabel={t('deleteEverything')}
      busyLabel={t('deleting')}
      destructive
      busy={deleteTeacher.isPending}
      error={deleteTeacher.error}
      onCancel={close}
      onConfirm={remove}
    >
      {t('deleteWithData', { courses: teacher.stats.courses, students: teacher.stats.students })}
    </ConfirmDialog>
  );
}
