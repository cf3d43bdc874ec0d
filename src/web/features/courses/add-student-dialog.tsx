import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm, useWatch } from 'react-hook-form';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { TextInputField } from '../../components/form/TextInputField';
import { useAddStudent, useStudentLookup } from './queries';
import { ZAddStudentForm } from './student-form';
import type { TAddStudentFormInput, TAddStudentFormValues } from './student-form';
import { periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

const EMPTY: TAddStudentFormInput = { username: '', existing: false, firstName: '', lastName: '', password: '' };

type TAddStudentDialogProps = { course: TCourse; onClose: () => void };

/** The value once it has stopped changing for `ms`: the number is looked up when the teacher pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Add student: mounted only while open. The number comes first: one a student already has (P40)
 * needs nothing else, since they keep their names and password; a new person needs names and a
 * password (seed 001 section 5).
 */
export function AddStudentDialog({ course, onClose }: TAddStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const addStudent = useAddStudent();
  // A field left empty says 'Required' once it loses focus, and every field does on Add, as in
  // the other forms; the form is only sent once it is valid (seed 001 section 5).
  const { control, handleSubmit, setValue, clearErrors } = useForm<
    TAddStudentFormInput,
    unknown,
    TAddStudentFormValues
  >({
    resolver: zodResolver(ZAddStudentForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const username = useSettled(useWatch({ control, name: 'username' }).trim(), 300);
  const lookup = useStudentLookup(course._id, username);
  const account = lookup.data?.username === username ? lookup.data.account : undefined;
  const known = account === 'existing' || account === 'inCourse';
  useEffect(() => {
    setValue('existing', known);
    if (known) clearErrors(['firstName', 'lastName', 'password']);
  }, [known, setValue, clearErrors]);

  const close = () => {
    if (!addStudent.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const { existing, ...fields } = values;
    addStudent.mutate(
      { courseId: course._id, user: existing ? { username: fields.username } : fields },
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
      cannotSubmit={account === 'inCourse'}
      error={addStudent.error}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('toCourse', { course: periodLabel(course) })}</DialogContentText>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="username"
          label={t('username')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          helperText={t('studentNumber')}
          maxLength={20}
        />
      </Box>
      {known ? (
        <Alert severity={account === 'inCourse' ? 'warning' : 'info'} sx={{ mt: 2 }} role="status">
          {account === 'inCourse' ? t('alreadyInCourse') : t('hasAccount')}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInputField
            control={control}
            name="firstName"
            label={t('firstName')}
            maxLength={LIMITS.name}
            showCounter
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
            name="password"
            label={t('password')}
            type="password"
            autoComplete="new-password"
            helperText={t('atLeast8')}
            maxLength={LIMITS.password}
          />
        </Box>
      )}
    </FormDialog>
  );
}
