import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { TextInputField } from '../../components/form/TextInputField';
import { useAddStudent } from './queries';
import { ZAddStudentForm } from './student-form';
import type { TAddStudentFormInput, TAddStudentFormValues } from './student-form';
import { periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

const EMPTY: TAddStudentFormInput = { firstName: '', lastName: '', username: '', password: '' };

type TAddStudentDialogProps = { course: TCourse; onClose: () => void };

/** Add student: mounted only while open; the password is required on add (seed 001 section 5). */
export function AddStudentDialog({ course, onClose }: TAddStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const addStudent = useAddStudent();
  // A field left empty says 'Required' once it loses focus, and every field does on Add, as in
  // the other forms; the form is only sent once it is valid (seed 001 section 5).
  const { control, handleSubmit } = useForm<TAddStudentFormInput, unknown, TAddStudentFormValues>({
    resolver: zodResolver(ZAddStudentForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const close = () => {
    if (!addStudent.isPending) onClose();
  };

  const onSubmit = handleSubmit((user) => {
    addStudent.mutate(
      { courseId: course._id, user },
      {
        onSuccess: () => {
          enqueueSnackbar(coursesText.t('studentAdded'), { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      onClose={close}
      maxWidth="sm"
      titleId="add-student-title"
      title={t('addStudent')}
      onSubmit={onSubmit}
      submitLabel={t('add')}
      submittingLabel={t('adding')}
      submitting={addStudent.isPending}
      error={addStudent.error}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('toCourse', { course: periodLabel(course) })}</DialogContentText>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="firstName"
          label={t('firstName')}
          maxLength={LIMITS.name}
          showCounter
          autoFocus
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="lastName"
          label={t('lastName')}
          maxLength={LIMITS.name}
          showCounter
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="username"
          label={t('username')}
          inputMode="numeric"
          autoComplete="off"
          helperText={t('studentNumber')}
          maxLength={20}
        />
        <TextInputField
          control={control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          helperText={t('atLeast8')}
          maxLength={LIMITS.password}
        />
      </Box>
    </FormDialog>
  );
}
