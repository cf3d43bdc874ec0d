import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import type { TStudentSummary } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { SwitchField } from '../../components/form/SwitchField';
import { TextInputField } from '../../components/form/TextInputField';
import { useUpdateStudent } from './queries';
import type { TStudentUpdateValues } from './queries';
import { ZEditStudentForm } from './student-form';
import type { TEditStudentFormInput, TEditStudentFormValues } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TEditStudentDialogProps = { student: TStudentSummary; onClose: () => void };

/**
 * Edit student: the username can't change; an empty password keeps the current one. The hallpass
 * accommodation (P48) is set here too: it belongs to the student's account with this teacher.
 */
export function EditStudentDialog({ student, onClose }: TEditStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const updateStudent = useUpdateStudent();
  const {
    control,
    handleSubmit,
    formState: { isDirty, isValid },
  } = useForm<TEditStudentFormInput, unknown, TEditStudentFormValues>({
    resolver: zodResolver(ZEditStudentForm),
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      username: student.username,
      password: '',
      passAccommodation: student.passAccommodation,
      kioskPin: '',
      removeKioskPin: false,
    },
    mode: 'onChange',
  });

  const close = () => {
    if (!updateStudent.isPending) onClose();
  };

  // P40: another teacher also has the student, so their names and password aren't this teacher's to change.
  const shared = student.shared;
  const onSubmit = handleSubmit((values) => {
    const user: TStudentUpdateValues = {};
    if (!shared && values.firstName !== student.firstName) user.firstName = values.firstName;
    if (!shared && values.lastName !== student.lastName) user.lastName = values.lastName;
    if (values.passAccommodation !== student.passAccommodation) user.passAccommodation = values.passAccommodation;
    if (!shared && values.password !== '') user.password = values.password;
    if (values.kioskPin !== '') user.kioskPin = values.kioskPin;
    else if (values.removeKioskPin) user.kioskPin = null;
    updateStudent.mutate(
      { username: student.username, user },
      {
        onSuccess: () => {
          enqueueSnackbar(coursesText.t('studentUpdated'), { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      onClose={close}
      maxWidth="sm"
      titleId="edit-student-title"
      title={t('editStudent')}
      onSubmit={onSubmit}
      submitLabel={t('save')}
      submittingLabel={t('saving')}
      submitting={updateStudent.isPending}
      cannotSubmit={!isValid || !isDirty}
      error={updateStudent.error}
    >
      {student.dropped ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('suspended')}
        </Alert>
      ) : null}
      {shared ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('sharedIdentity')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="firstName"
          label={t('firstName')}
          maxLength={LIMITS.name}
          showCounter
          disabled={shared}
          autoFocus={!shared}
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="lastName"
          label={t('lastName')}
          maxLength={LIMITS.name}
          showCounter
          disabled={shared}
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="username"
          label={t('username')}
          disabled
          helperText={t('usernameFixed')}
        />
        <TextInputField
          control={control}
          name="password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          disabled={shared}
          helperText={shared ? undefined : t('keepPassword')}
          maxLength={LIMITS.password}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <SwitchField
          control={control}
          name="passAccommodation"
          label={t('accommodation')}
          helperText={t('accommodationHelp')}
        />
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
        <TextInputField
          control={control}
          name="kioskPin"
          label={t('kioskPin')}
          type="password"
          autoComplete="off"
          inputMode="numeric"
          helperText={student.hasKioskPin ? t('pinSet') : t('pinNotSet')}
          maxLength={4}
        />
        {student.hasKioskPin ? <SwitchField control={control} name="removeKioskPin" label={t('removePin')} /> : null}
      </Box>
    </FormDialog>
  );
}
