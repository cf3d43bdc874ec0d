import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { destinationLabel } from '../../../shared/hall-rules';
import { hallText } from '../../../shared/hall-texts/texts';
import { MAX_PASS_MINUTES } from '../../../shared/hallpasses';
import { LIMITS } from '../../../shared/messages';
import { sharedText } from '../../../shared/texts';
import { ApiError, errorsOf } from '../../api/api-error';
import { FormDialogFrame } from '../../components/FormDialog';
import { PhoneDialog } from '../../components/PhoneDialog';
import { errorsBesideFields } from '../../components/form/server-field-errors';
import { useRetainedValue } from '../../components/use-retained-value';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useHall, useStartPass } from './queries';
import type { TRosterStudent } from './roster-section';
import { substitutesText } from './texts';

/** A pass's minutes when the teacher's own default is not the substitute's to read. */
const DEFAULT_MINUTES = 5;
/** The field a refusal of these names stands under. */
const FIELDS = ['destination', 'duration'] as const;

type TStartPassDialogProps = {
  student: TRosterStudent | null;
  /** Sent as who wrote the pass; the server writes 'Substitute: {name}' whatever is sent. */
  seatName: string;
  onClose: () => void;
};

/**
 * P60: the substitute starts a pass for a student, as the teacher's Create hallpass does: one of
 * the teacher's destinations (or one typed when the class lists none) and its minutes. The class's
 * rules come back as warnings, and Start anyway passes them; an emergency is never passed.
 */
export function StartPassDialog({ student, seatName, onClose }: TStartPassDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(student);
  return (
    <PhoneDialog open={student !== null} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      {shown.value ? (
        <StartPassForm key={shown.key} student={shown.value} seatName={seatName} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

/** The minutes as typed: a whole number from 1 to the longest pass, or what is wrong with it. */
function minutesProblem(text: string): string | null {
  if (text.trim() === '') return sharedText.t('required');
  if (!/^\d+$/.test(text.trim())) return sharedText.t('wholeNumbersOnly');
  const minutes = Number(text);
  if (minutes < 1) return sharedText.t('atLeastOneMinute');
  if (minutes > MAX_PASS_MINUTES) return hallText.t('atMostMinutes', { max: MAX_PASS_MINUTES });
  return null;
}

function StartPassForm({
  student,
  seatName,
  titleId,
  onClose,
}: {
  student: TRosterStudent;
  seatName: string;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText(substitutesText);
  const { enqueueSnackbar } = useSnackbar();
  const hall = useHall(true);
  const start = useStartPass();
  const listed = hall.data?.destinations ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [minutes, setMinutes] = useState(String(DEFAULT_MINUTES));
  const [checked, setChecked] = useState(false);
  const name = `${student.firstName} ${student.lastName}`.trim();
  // Until the substitute picks, the teacher's first destination.
  const destination = listed.length > 0 ? (picked ?? listed[0]?.name ?? '') : typed.trim();

  const serverErrors = start.error ? errorsOf(start.error) : {};
  // The class's rules answer 409: warnings the substitute may pass, as the teacher may; not an emergency.
  const warned = start.error instanceof ApiError && start.error.status === 409;
  const stopped = warned && 'emergency' in serverErrors;
  const destinationProblem = checked && destination === '' ? sharedText.t('required') : null;
  const durationProblem = checked ? minutesProblem(minutes) : null;

  const send = (override: boolean) => {
    setChecked(true);
    if (destination === '' || minutesProblem(minutes)) return;
    start.mutate(
      { studentId: student._id, destination, duration: Number(minutes), createdBy: seatName, override },
      {
        onSuccess: ({ pass }) => {
          const words = { name, destination: destinationLabel(pass.destination) };
          const said =
            pass.state === 'requested'
              ? t('passAsked', words)
              : pass.state === 'waiting'
                ? t('passInLine', words)
                : t('passStarted', words);
          enqueueSnackbar(said, { variant: 'success' });
          onClose();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const close = () => {
    if (!start.isPending) onClose();
  };
  // A changed field is a new question: warnings about the old one no longer stand.
  const changed = () => {
    if (start.error) start.reset();
  };

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('passTitle', { name })}
      onSubmit={submit}
      onCancel={close}
      submitLabel={t('startPass')}
      submittingLabel={t('starting')}
      submitting={start.isPending}
      cannotSubmit={warned || hall.isPending}
      error={warned ? null : errorsBesideFields(start.error, FIELDS)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {listed.length > 0 ? (
          <TextField
            select
            label={t('destination')}
            value={destination}
            onChange={(event) => {
              setPicked(event.target.value);
              changed();
            }}
            disabled={start.isPending}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {listed.map((d) => (
              <option key={d.name} value={d.name}>
                {d.needsApproval ? t('needsOk', { destination: destinationLabel(d.name) }) : destinationLabel(d.name)}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            label={t('whereTo')}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              changed();
            }}
            required
            disabled={start.isPending || hall.isPending}
            fullWidth
            error={Boolean(destinationProblem ?? serverErrors.destination)}
            helperText={destinationProblem ?? serverErrors.destination?.join(' ')}
            slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          />
        )}
        <TextField
          label={t('minutes')}
          value={minutes}
          onChange={(event) => {
            setMinutes(event.target.value);
            changed();
          }}
          required
          disabled={start.isPending}
          fullWidth
          error={Boolean(durationProblem ?? serverErrors.duration)}
          helperText={durationProblem ?? serverErrors.duration?.join(' ') ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('priceNote')}
        </Typography>
        {warned ? (
          <Box role="alert" sx={{ display: 'grid', gap: 1 }}>
            {Object.values(serverErrors)
              .flat()
              .map((message) => (
                <Alert key={message} severity="warning" variant="outlined">
                  {message}
                </Alert>
              ))}
            {stopped ? null : (
              <Button
                variant="outlined"
                color="warning"
                autoFocus
                disabled={start.isPending}
                onClick={() => send(true)}
                sx={{ justifySelf: 'start', minHeight: 44 }}
              >
                {t('startAnyway')}
              </Button>
            )}
          </Box>
        ) : null}
      </Stack>
    </FormDialogFrame>
  );
}
