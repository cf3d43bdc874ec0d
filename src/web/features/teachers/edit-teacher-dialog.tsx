import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import type { TTeacherSummary } from '../../../shared/teachers';
import { TITLES } from '../../../shared/user';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { TextInputField } from '../../components/form/TextInputField';
import { useUpdateTeacher } from './queries';
import type { TTeacherUpdate } from './queries';
import { TITLE_OPTIONS, ZEditTeacherForm } from './teacher-form';
import type { TEditTeacherFormInput, TEditTeacherFormValues } from './teacher-form';

type TEditTeacherDialogProps = { teacher: TTeacherSummary; open: boolean; onClose: () => void };

/** Mounted only while open, so it always starts from the teacher as the list shows them. */
export function EditTeacherDialog({ teacher, open, onClose }: TEditTeacherDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateTeacher = useUpdateTeacher();
  const { control, handleSubmit, formState } = useForm<TEditTeacherFormInput, unknown, TEditTeacherFormValues>({
    resolver: zodResolver(ZEditTeacherForm),
    defaultValues: {
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      title: TITLES.find((t) => t === teacher.title) ?? '',
      username: teacher.username,
      email: teacher.email ?? '',
      password: '',
    },
  });

  const close = () => {
    if (!updateTeacher.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const user: TTeacherUpdate = { firstName: values.firstName, lastName: values.lastName, title: values.title };
    if (values.email !== (teacher.email ?? '')) user.email = values.email;
    if (values.password !== '') user.password = values.password;
    updateTeacher.mutate(
      { username: teacher.username, user },
      {
        onSuccess: () => {
          enqueueSnackbar('Teacher updated', { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      maxWidth="sm"
      titleId="edit-teacher-title"
      title="Edit teacher"
      onSubmit={onSubmit}
      submitLabel="Update"
      submittingLabel="Updating..."
      submitting={updateTeacher.isPending}
      cannotSubmit={!formState.isDirty}
      error={updateTeacher.error}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="firstName"
          label="First Name"
          maxLength={LIMITS.name}
          showCounter
          autoFocus
        />
        <TextInputField control={control} name="lastName" label="Last Name" maxLength={LIMITS.name} showCounter />
        <SelectField control={control} name="title" label="Title" options={TITLE_OPTIONS} />
        <TextInputField
          control={control}
          name="username"
          label="Username"
          disabled
          helperText="Usernames can't be changed"
        />
        <TextInputField
          control={control}
          name="email"
          label="School E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          helperText="Signs them in with the school's account; leave empty for none"
          maxLength={LIMITS.email}
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
    </FormDialog>
  );
}
