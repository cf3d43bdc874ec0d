import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/form/SelectField';
import { TextInputField } from '../../components/form/TextInputField';
import { useAddTeacher } from './queries';
import { TITLE_OPTIONS, ZAddTeacherForm } from './teacher-form';
import type { TAddTeacherFormInput, TAddTeacherFormValues } from './teacher-form';

const EMPTY: TAddTeacherFormInput = { firstName: '', lastName: '', title: '', username: '', email: '', password: '' };

type TAddTeacherDialogProps = { open: boolean; onClose: () => void };

export function AddTeacherDialog({ open, onClose }: TAddTeacherDialogProps) {
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
        enqueueSnackbar('Teacher added', { variant: 'success' });
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
      title="Add teacher"
      onSubmit={onSubmit}
      submitLabel="Add"
      submittingLabel="Adding..."
      submitting={addTeacher.isPending}
      error={addTeacher.error}
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
          autoComplete="off"
          maxLength={LIMITS.username}
        />
        <TextInputField
          control={control}
          name="email"
          label="School E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          helperText="Optional: signs them in with the school's account"
          maxLength={LIMITS.email}
        />
        <TextInputField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters"
          maxLength={LIMITS.password}
        />
      </Box>
    </FormDialog>
  );
}
