import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import * as zod from 'zod';
import { zScoreValue } from '../../../../shared/assessments';
import { says } from '../../../../shared/messages';
import { FormDialogFrame } from '../../../components/FormDialog';
import { lastNameFirst } from '../../courses';
import { useUpdateScore } from '../queries';
import type { TTaskScore } from '../queries';
import { formatNumber } from '../../../components/format';
import { useRetainedValue } from '../../../components/use-retained-value';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';
import { sharedText } from '../../../../shared/texts';

const ZScoreForm = zod.object({
  value: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .regex(
      /^(\d+\.?\d*|\.\d+)$/,
      says(() => sharedText.t('numbersOnly')),
    )
    .transform(Number)
    .pipe(zScoreValue()),
});
type TScoreFormInput = zod.input<typeof ZScoreForm>;
type TScoreFormValues = zod.output<typeof ZScoreForm>;

type TEditScoreDialogProps = { score: TTaskScore | null; title: string; totalPoints: number; onClose: () => void };

/** Corrects one score (PUT /api/scores/{id}); the student's assessment points follow. */
export function EditScoreDialog({ score, title, totalPoints, onClose }: TEditScoreDialogProps) {
  const shown = useRetainedValue(score);
  return (
    <Dialog open={score !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="edit-score-title">
      {shown.value ? (
        <ScoreForm key={shown.key} score={shown.value} title={title} totalPoints={totalPoints} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ScoreForm({
  score,
  title,
  totalPoints,
  onClose,
}: Omit<TEditScoreDialogProps, 'score'> & { score: TTaskScore }) {
  const t = useText(scoresText);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateScore();
  const { register, handleSubmit, formState } = useForm<TScoreFormInput, unknown, TScoreFormValues>({
    resolver: zodResolver(ZScoreForm),
    defaultValues: { value: String(score.value) },
  });
  const { ref, ...field } = register('value');
  const error = formState.errors.value?.message;

  const onSubmit = handleSubmit(({ value }) =>
    update.mutate(
      { id: score._id, value },
      {
        onSuccess: () => {
          enqueueSnackbar(scoresText.t('scoreUpdated'), { variant: 'success' });
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialogFrame
      titleId="edit-score-title"
      title={t('editScore')}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('update')}
      submittingLabel={t('updating')}
      submitting={update.isPending}
      error={update.error}
    >
      <DialogContentText variant="body2" sx={{ mb: 2 }}>
        {lastNameFirst(score.student)} · {title}
      </DialogContentText>
      <TextField
        {...field}
        inputRef={ref}
        label={t('score')}
        autoFocus
        fullWidth
        size="small"
        disabled={update.isPending}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">/ {formatNumber(totalPoints)}</InputAdornment> },
        }}
      />
    </FormDialogFrame>
  );
}
