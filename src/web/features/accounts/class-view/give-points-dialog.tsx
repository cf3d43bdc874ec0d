import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { TStudentSummary } from '../../../../shared/courses';
import type { TPreset } from '../../../../shared/ledger';
import { ErrorList } from '../../../components/ErrorList';
import { usePhone } from '../../../components/use-phone';
import { useRetainedValue } from '../../../components/use-retained-value';
import { fullName } from '../../courses';
import type { TGift, TPresetKind } from '../../ledger';
import { useGivePreset } from '../../ledger';
import { PresetButtons } from './preset-buttons';
import { useText } from '../../../i18n/use-text';
import { accountsText } from '../texts';

type TGivePointsDialogProps = {
  /** Who gets the preset; null while closed. */
  students: readonly TStudentSummary[] | null;
  finesEnabled: boolean;
  onClose: () => void;
  onGiven: (gift: TGift) => void;
  onManagePresets: (kind: TPresetKind) => void;
  /** Shown for one student: their account, for anything a preset doesn't cover. */
  onOpenAccount: (username: string) => void;
};

/**
 * The teacher's presets as big buttons: one tap gives it to the chosen students and closes (issue 28).
 * On a phone it rises from the bottom of the screen, within reach of the thumb that tapped the tile.
 */
export function GivePointsDialog({ students, ...rest }: TGivePointsDialogProps) {
  const titleId = useId();
  const phone = usePhone();
  const shown = useRetainedValue(students);
  return (
    <Dialog
      open={students !== null}
      onClose={rest.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      sx={
        phone
          ? {
              '& .MuiDialog-container': { alignItems: 'flex-end' },
              '& .MuiDialog-paper': { m: 0, width: '100%', maxWidth: '100%', borderRadius: '16px 16px 0 0' },
            }
          : undefined
      }
    >
      {shown.value ? <GivePoints key={shown.key} students={shown.value} titleId={titleId} {...rest} /> : null}
    </Dialog>
  );
}

function GivePoints({
  students,
  titleId,
  finesEnabled,
  onClose,
  onGiven,
  onManagePresets,
  onOpenAccount,
}: Omit<TGivePointsDialogProps, 'students'> & { students: readonly TStudentSummary[]; titleId: string }) {
  const t = useText(accountsText);
  const give = useGivePreset();
  const [giving, setGiving] = useState<TPreset | null>(null);
  const single = students.length === 1 ? students[0] : null;
  const title = single
    ? t('givePointsTo', { name: fullName(single) })
    : t('givePointsToMany', { count: students.length });

  const onGive = (kind: TPresetKind) => (preset: TPreset) => {
    setGiving(preset);
    give.mutate(
      { kind, preset, studentIds: students.map((s) => s._id) },
      {
        onSuccess: (gift) => {
          onGiven(gift);
          onClose();
        },
        onSettled: () => setGiving(null),
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <ErrorList error={give.error} />
        <PresetButtons
          kind="bonus"
          giving={giving}
          onGive={onGive('bonus')}
          onManage={() => onManagePresets('bonus')}
        />
        {finesEnabled ? (
          <PresetButtons kind="fine" giving={giving} onGive={onGive('fine')} onManage={() => onManagePresets('fine')} />
        ) : null}
      </DialogContent>
      <DialogActions>
        {single ? (
          <Button onClick={() => onOpenAccount(single.username)} disabled={giving !== null} sx={{ mr: 'auto' }}>
            {t('openAccount')}
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={giving !== null}>
          {t('cancel')}
        </Button>
      </DialogActions>
    </>
  );
}
