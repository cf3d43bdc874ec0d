import { useState } from 'react';
import type { TStudentSummary } from '../../../../shared/courses';
import { formatPoints } from '../../../../shared/scoring';
import { useSnackbar } from '../../../components/use-snackbar';
import { fullName } from '../../courses';
import type { TGift } from '../../ledger';
import { ledgerHistoryText, TYPE_LABEL_KEY, useUndoGift } from '../../ledger';
import { accountsText } from '../texts';

/** 'Bonus added: Helping out, +5 pts for Ana Lopez': who got what, so a slip is seen at once. */
function describeGift(gift: TGift, students: readonly TStudentSummary[]): string {
  const sign = gift.kind === 'bonus' ? '+' : '−';
  const who =
    gift.studentIds.length === 1
      ? fullName(
          students.find((s) => s._id === gift.studentIds[0]) ?? {
            firstName: accountsText.t('oneStudent'),
            lastName: '',
          },
        )
      : accountsText.t('manyStudents', { count: gift.studentIds.length });
  return accountsText.t('giftAdded', {
    type: ledgerHistoryText.t(TYPE_LABEL_KEY[gift.kind]),
    description: gift.preset.description,
    amount: `${sign}${formatPoints(gift.preset.amount)}`,
    who,
  });
}

/**
 * The snackbar after a tap, with Undo (issue 28). Undo deletes what the tap made, through the
 * kernel with its audit entry; a failed undo is shown on the page (never in a toast).
 */
export function useGiftSnackbar(students: readonly TStudentSummary[]) {
  const { enqueueSnackbar } = useSnackbar();
  const undo = useUndoGift();
  const [undoError, setUndoError] = useState<unknown>(null);

  const announce = (gift: TGift) =>
    enqueueSnackbar(describeGift(gift, students), {
      variant: 'success',
      action: {
        label: accountsText.t('undo'),
        onClick: () => {
          setUndoError(null);
          undo.mutate(gift, {
            onSuccess: () =>
              enqueueSnackbar(accountsText.t('giftUndone', { type: ledgerHistoryText.t(TYPE_LABEL_KEY[gift.kind]) }), {
                variant: 'info',
              }),
            onError: setUndoError,
          });
        },
      },
    });

  return { announce, undoError, clearUndoError: () => setUndoError(null) };
}
