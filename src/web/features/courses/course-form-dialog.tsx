import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { TextInputField } from '../../components/form/TextInputField';
import { errorsBesideFields, fieldMessagesOf } from '../../components/form/server-field-errors';
import { EMPTY_COURSE_FORM, ZCourseForm } from './course-form';
import type { TCourseFormInput, TCourseFormValues } from './course-form';
import { useAddCourse, useUpdateCourse } from './queries';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TCourseFormDialogProps = {
  /** The course to edit; without one the dialog adds a course. */
  course?: TCourse;
  onClose: () => void;
};

/** The fields whose refusals show on the field itself, e.g. 409 'period is already used by another course'. */
const FIELDS = ['name', 'period'] as const;

/**
 * Add course / Edit course. Mounted only while open, so it starts from the course as listed.
 * Seed 001 section 5: the submit needs the form valid and changed. An empty field says 'Required'
 * once it loses focus, and every field does when Add is pressed, as in the other forms.
 */
export function CourseFormDialog({ course, onClose }: TCourseFormDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const addCourse = useAddCourse();
  const updateCourse = useUpdateCourse();
  const mutation = course ? updateCourse : addCourse;
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<TCourseFormInput, unknown, TCourseFormValues>({
    resolver: zodResolver(ZCourseForm),
    defaultValues: course ? { name: course.name, period: String(course.period) } : EMPTY_COURSE_FORM,
    mode: 'onTouched',
  });

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const done = (message: string) => () => {
      enqueueSnackbar(message, { variant: 'success' });
      onClose();
    };
    // A refusal about a field (a period another course already has) shows under that field.
    const onError = (error: Error) => {
      const messages = fieldMessagesOf(error, FIELDS);
      for (const field of FIELDS) {
        const message = messages[field];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    };
    if (course)
      updateCourse.mutate(
        { slug: course.slug, course: values },
        { onSuccess: done(coursesText.t('courseUpdated')), onError },
      );
    else addCourse.mutate(values, { onSuccess: done(coursesText.t('courseAdded')), onError });
  });

  const title = course ? t('editCourse') : t('addCourse');
  const idle = course ? t('save') : t('add');
  const busy = course ? t('saving') : t('adding');

  return (
    <FormDialog
      onClose={close}
      maxWidth="xs"
      titleId="course-form-title"
      title={title}
      onSubmit={onSubmit}
      submitLabel={idle}
      submittingLabel={busy}
      submitting={mutation.isPending}
      cannotSubmit={course !== undefined && !isDirty}
      error={errorsBesideFields(mutation.error, FIELDS)}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextInputField
          control={control}
          name="name"
          label={t('nameLabel')}
          maxLength={LIMITS.name}
          showCounter
          autoFocus
          autoComplete="off"
        />
        <TextInputField
          control={control}
          name="period"
          label={t('periodLabel')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
        />
      </Box>
    </FormDialog>
  );
}
