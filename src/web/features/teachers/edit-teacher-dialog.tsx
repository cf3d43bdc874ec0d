import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import type { TTeacherSummary } from '../../../shared/teachers';
import { TITLES } from '../../../shared/user';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { TextInputField } from '../../components/form/TextInputField';
import { useUpdateTeacher } from './queries';
import type { TTeacherUpdate } from './queries';
import { titleOptions, ZEditTeacherForm } from './teacher-form';
import type { TEditTeacherFormInput, TEditTeacherFormValues } from './teacher-form';

type TEditTeacherDialogProps = { teacher: TTeacherSummary; open: boolean; onClose: () => void };

/** Mounted only while open, so it always starts from the teacher as the list shows them. */
export function EditTeacherDialog({ teacher, open, onClose }: TEditTeacherDialogProps) {
  const t = useText(teachersText);
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
          enqueueSnackbar(teachersText.t('teacherUpdated'), { variant: 'success' });
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
      title={t('editTeacher')}
      onSubmit={onSubmit}
      submitLabel={t('update')}
      submittingLabel={t('updating')}
      submitting={updateTeacher.isPending}
      cannotSubmit={!formState.isDirty}
      error={updateTeacher.error}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInputField
          control={control}
          name="firstName"
          label={t('firstName')}
          maxLength={LIMITS.name}
          showCounter
          autoFocus
        />
        <TextInputField control={control} name="lastName" label={t('lastName')} maxLength={LIMITS.name} showCounter />
        <SelectField control={control} name="title" label={t('title')} options={titleOptions()} />
        <TextInputField
          control={control}
          name="username"
          label={t('username')}
          disabled
          helperText={t('usernameFixed')}
        />
        <TextInputField
          control={control}
          name="email"
          label={t('schoolEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          helperText={t('schoolEmailEditHelp')}
          maxLength={LIMITS.email}
        />
        <TextInputField
          control={control}
          name="password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          helperText={t('newPasswordHelp')}
          maxLength={LIMITS.password}
        />
      </Box>
    </FormDialog>
  );
}
