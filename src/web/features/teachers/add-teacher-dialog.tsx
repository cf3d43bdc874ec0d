import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { TextInputField } from '../../components/form/TextInputField';
import { useAddTeacher } from './queries';
import { titleOptions, ZAddTeacherForm } from './teacher-form';
import type { TAddTeacherFormInput, TAddTeacherFormValues } from './teacher-form';

const EMPTY: TAddTeacherFormInput = { firstName: '', lastName: '', title: '', username: '', email: '', password: '' };

type TAddTeacherDialogProps = { open: boolean; onClose: () => void };

export function AddTeacherDialog({ open, onClose }: TAddTeacherDialogProps) {
  const t = useText(teachersText);
  const { enqueueSnackbar } = useSnackbar();
  const addTeacher = useAddTeacher();
  const { control, handleSubmit, reset } = useForm<TAddTeacherFormInput, unknown, TAddTeacherFormValues>({
    resolver: zodResolver(ZAddTeacherForm),
    defaultValues: EMPTY,
  });

  const close = () => {
    if (addTeacher.isPending) return;
    reset(EMPTY);
    addTeacher.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    addTeacher.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(teachersText.t('teacherAdded'), { variant: 'success' });
        close();
      },
    });
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      maxWidth="sm"
      titleId="add-teacher-title"
      title={t('addTeacher')}
      onSubmit={onSubmit}
      submitLabel={t('add')}
      submittingLabel={t('adding')}
      submitting={addTeacher.isPending}
      error={addTeacher.error}
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
          autoComplete="off"
          maxLength={LIMITS.username}
        />
        <TextInputField
          control={control}
          name="email"
          label={t('schoolEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          helperText={t('schoolEmailHelp')}
          maxLength={LIMITS.email}
        />
        <TextInputField
          control={control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          helperText={t('passwordHelp')}
          maxLength={LIMITS.password}
        />
      </Box>
    </FormDialog>
  );
}
