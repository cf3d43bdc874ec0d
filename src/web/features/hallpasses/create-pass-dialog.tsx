import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatPoints } from '../../../shared/scoring';
import { FormDialogFrame } from '../../components/FormDialog';
import { errorsBesideFields } from '../../components/form/server-field-errors';
import { useRetainedValue } from '../../components/use-retained-value';
import { useText } from '../../i18n/use-text';
import { useSignedInUser } from '../auth';
import { manageHallpassesText } from './manage/texts';
import { PassAlerts, PASS_ALERT_KEYS, passAlertsOf } from './pass-alerts';
import { useDestinationChoice, useDestinationPrices } from './destination-prices';
import { DestinationChoice } from './pass-destination-choice';
import { PassFields } from './pass-fields';
import { type TPassFormInput, type TPassFormValues, ZPassForm } from './pass-form';
import { useCreatePassForStudent } from './queries';
import { titleAsRead } from '../../../shared/title-words';

export type TPassStudent = {
  _id: string;
  firstName: string;
  lastName: string;
  hasPrime: boolean;
  /** P48: their passes are free. */
  passAccommodation?: boolean;
};

type TCreatePassDialogProps = { student: TPassStudent | null; onClose: () => void };

/**
 * The teacher writes a pass for a student (seed 000 sections 2 and 5): destination (one the settings
 * list, or Other, typed: issue 42), duration (the class default), who wrote it (the teacher) and
 * the cost: free, since the pass a teacher writes is usually a quick one (issue 32), with the
 * student's price of that destination one tap away. The rules come back as
 * warnings in the teacher's words, and 'Create anyway' passes them (P18).
 */
export function CreatePassDialog({ student, onClose }: TCreatePassDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(student);
  return (
    <PhoneDialog open={student !== null} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      {shown.value ? (
        <CreatePassForm key={shown.key} student={shown.value} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

/** 'Mrs. Hopper', or the full name when the teacher has no title. */
function teacherName(user: { title: string; firstName: string; lastName: string }): string {
  return user.title ? `${titleAsRead(user.title)} ${user.lastName}` : `${user.firstName} ${user.lastName}`.trim();
}

function CreatePassForm({
  student,
  titleId,
  onClose,
}: {
  student: TPassStudent;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText(manageHallpassesText);
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const create = useCreatePassForStudent();
  const prices = useDestinationPrices(user.settings, student);
  const form = useForm<TPassFormInput, unknown, TPassFormValues>({
    resolver: zodResolver(ZPassForm),
    defaultValues: {
      destination: prices.options[0]?.name ?? '',
      duration: String(user.settings?.hallpass.defaultDuration ?? 5),
      createdBy: teacherName(user),
      cost: '0',
    },
  });
  const { control, handleSubmit, subscribe, setValue } = form;
  const { choice, choose, price } = useDestinationChoice(form, prices);
  const warnings = passAlertsOf(create.error);
  // P50: an emergency is a refusal, not a warning: 'Create anyway' would be refused too.
  const stopped = warnings?.emergency !== undefined;
  const { reset: forgetAnswer } = create;
  // A changed field is a new question: the rules are asked again, so 'Create anyway' can never
  // pass a warning the teacher has not seen (a higher cost than the balance, say).
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => forgetAnswer() }),
    [subscribe, forgetAnswer],
  );

  const send = (override: boolean) =>
    handleSubmit((values) =>
      create.mutate(
        { studentId: student._id, ...values, override },
        {
          onSuccess: () => {
            enqueueSnackbar(manageHallpassesText.t('passCreated'), { variant: 'success' });
            onClose();
          },
        },
      ),
    );

  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('createPass')}
      onSubmit={send(false)}
      onCancel={close}
      submitLabel={t('create')}
      submittingLabel={t('creating')}
      submitting={create.isPending}
      cannotSubmit={warnings !== null}
      error={warnings ? errorsBesideFields(create.error, PASS_ALERT_KEYS) : create.error}
    >
      <DialogContentText variant="body2" sx={{ mb: 1 }}>
        {t('forStudent', { name: `${student.firstName} ${student.lastName}` })}
      </DialogContentText>
      <PassFields
        control={control}
        disabled={create.isPending}
        withCost
        destination={
          <DestinationChoice
            options={prices.options}
            otherPrice={prices.otherPrice}
            choice={choice}
            onChoose={choose}
            control={control}
            disabled={create.isPending}
          />
        }
      />
      {price > 0 ? (
        <Button
          size="small"
          disabled={create.isPending}
          onClick={() => setValue('cost', String(price), { shouldValidate: true, shouldDirty: true })}
          sx={{ mt: 1 }}
        >
          {t('chargePrice', { price: formatPoints(price) })}
        </Button>
      ) : null}
      {warnings ? (
        <Box sx={{ mt: 2 }}>
          <PassAlerts alerts={warnings} severity="warning">
            {/* Focus follows the decision now asked for: Create is disabled while warnings stand. */}
            {stopped ? null : (
              <Button
                variant="outlined"
                color="warning"
                autoFocus
                disabled={create.isPending}
                onClick={() => void send(true)()}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('createAnyway')}
              </Button>
            )}
          </PassAlerts>
        </Box>
      ) : null}
    </FormDialogFrame>
  );
}
