import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { ErrorList } from '../../components/ErrorList';
import { TextInputField } from '../../components/form/TextInputField';
import { EMPTY_COURSE_FORM, ZCourseForm } from './course-form';
import type { TCourseFormInput, TCourseFormValues } from './course-form';
import { useAddCourse, useUpdateCourse } from './queries';

type TCourseFormDialogProps = {
  /** The course to edit; without one the dialog adds a course. */
  course?: TCourse;
  onClose: () => void;
};

/**
 * Add course / Edit course. Mounted only while open, so it starts from the course as listed.
 * Seed 001 section 5: the submit needs the form valid and changed.
 */
export function CourseFormDialog({ course, onClose }: TCourseFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const addCourse = useAddCourse();
  const updateCourse = useUpdateCourse();
  const mutation = course ? updateCourse : addCourse;
  const {
    control,
    handleSubmit,
    formState: { isDirty, isValid },
  } = useForm<TCourseFormInput, unknown, TCourseFormValues>({
    resolver: zodResolver(ZCourseForm),
    defaultValues: course ? { name: course.name, period: String(course.period) } : EMPTY_COURSE_FORM,
    mode: 'onChange',
  });

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const done = (message: string) => () => {
      enqueueSnackbar(message, { variant: 'success' });
      onClose();
    };
    if (course) updateCourse.mutate({ slug: course.slug, course: values }, { onSuccess: done('Course updated') });
    else addCourse.mutate(values, { onSuccess: done('Course added') });
  });

  const title = course ? 'Edit course' : 'Add course';
  const idle = course ? 'Save' : 'Add';
  const busy = course ? 'Saving...' : 'Adding...';

  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby="course-form-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="course-form-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextInputField control={control} name="name" label="Name" maxLength={LIMITS.name} showCounter autoFocus autoComplete="off" />
            <TextInputField control={control} name="period" label="Period" inputMode="numeric" autoComplete="off" maxLength={2} />
          </Box>
          <ErrorList error={mutation.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending || !isValid || !isDirty}>
            {mutation.isPending ? busy : idle}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
