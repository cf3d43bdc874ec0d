import { PhoneDialog } from '../../../components/PhoneDialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../../../components/use-snackbar';
import { useId } from 'react';
import { useSignedInUser } from '../../auth';
import { PrimeOffer } from './prime-offer';
import { PrimeWelcome } from './prime-welcome';
import { useBuyPrime } from './queries';
import { useText } from '../../../i18n/use-text';
import { primeText } from './texts';

type TPrimeDialogProps = { open: boolean; onClose: () => void };

/**
 * Seed 001 "Prime dialog": a student without Prime sees the offer, then the welcome page; a student
 * with Prime sees the welcome page; anyone else (the teacher) sees only the welcome page, and no
 * call is made.
 */
export function PrimeDialog({ open, onClose }: TPrimeDialogProps) {
  const t = useText(primeText);
  const titleId = useId();
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('classmintPrime')}</DialogTitle>
      {open ? <PrimeDialogBody onClose={onClose} /> : null}
    </PhoneDialog>
  );
}

function PrimeDialogBody({ onClose }: { onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const buy = useBuyPrime();
  const prime = user.settings?.prime;
  if (!prime) return null;

  const student = user.role === 'student';
  if (student && !user.hasPrime && !buy.isSuccess) {
    return (
      <PrimeOffer
        prime={prime}
        buying={buy.isPending}
        error={buy.error}
        onClose={onClose}
        onConfirm={() =>
          buy.mutate(
            { studentId: user._id, amount: prime.purchaseAmount },
            { onSuccess: () => enqueueSnackbar(primeText.t('nowEnrolled'), { variant: 'success' }) },
          )
        }
      />
    );
  }
  return (
    <PrimeWelcome prime={prime} firstName={student ? user.firstName : null} preview={!student} onClose={onClose} />
  );
}
