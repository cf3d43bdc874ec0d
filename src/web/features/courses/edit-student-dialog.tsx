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

type TEditStudentDialogProps = { student: TStudentSummary; onClose: () => void };

/**
 * Edit student: the username can't change; an empty password keeps the current one. The hallpass
 * accommodation (P48) is set here too: it belongs to the student's account with this teacher.
 */
export function EditStudentDialog({ student, onClose }: TEditStudentDialogProps) {
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

  const onSubmit = handleSubmit((values) => {
    const user: TStudentUpdateValues = { firstName: values.firstName, lastName: values.lastName };
    if (values.passAccommodation !== student.passAccommodation) user.passAccommodation = values.passAccommodation;
    if (values.password !== '') user.password = values.password;
    if (values.kioskPin !== '') user.kioskPin = values.kioskPin;
    else if (values.removeKioskPin) user.kioskPin = null;
    updateStudent.mutate(
      { username: student.username, user },
      {
        onSuccess: () => {
          enqueueSnackbar('Student updated', { variant: 'success' });
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
      title="Edit student"
      onSubmit={onSubmit}
      submitLabel="Save"
      submittingLabel="Saving..."
      submitting={updateStudent.isPending}
      cannotSubmit={!isValid || !isDirty}
      error={updateStudent.error}
    >
      {student.dropped ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This student&apos;s account is currently suspended
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="firstName"
          label="First Name"
          maxLength={LIMITS.name}
          showCounter
          autoFocus
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="lastName"
          label="Last Name"
          maxLength={LIMITS.name}
          showCounter
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="username"
          label="Username"
          disabled
          helperText="Usernames can't be changed"
        />
        <TextInputField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          helperText="Leave empty to keep the current password"
          maxLength={LIMITS.password}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <SwitchField
          control={control}
          name="passAccommodation"
          label="Hallpass accommodation"
          helperText="For an IEP or 504 plan: free hallpasses, beyond every limit, never refused for points."
        />
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
        <TextInputField
          control={control}
          name="kioskPin"
          label="Kiosk PIN"
          type="password"
          autoComplete="off"
          inputMode="numeric"
          helperText={
            student.hasKioskPin
              ? 'A PIN is set. Type 4 digits to change it, or leave empty to keep it.'
              : 'No PIN yet. Type 4 digits for the kiosk (when Kiosk PIN is on in Settings).'
          }
          maxLength={4}
        />
        {student.hasKioskPin ? (
          <SwitchField control={control} name="removeKioskPin" label="Remove the kiosk PIN" />
        ) : null}
      </Box>
    </FormDialog>
  );
}
