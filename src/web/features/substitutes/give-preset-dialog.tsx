import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { TPreset } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { EmptyState } from '../../components/EmptyState';
import { FormDialogFrame } from '../../components/FormDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { PhoneDialog } from '../../components/PhoneDialog';
import { QueryError } from '../../components/QueryStatus';
import { useRetainedValue } from '../../components/use-retained-value';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useGivePreset, usePresets } from './queries';
import type { TRosterStudent } from './roster-section';
import { substitutesText } from './texts';

type TGivePresetDialogProps = { student: TRosterStudent | null; onClose: () => void };

/** P60: a substitute gives one of the teacher's presets to a student, never an amount of their own. */
export function GivePresetDialog({ student, onClose }: TGivePresetDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(student);
  return (
    <PhoneDialog open={student !== null} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      {shown.value ? (
        <GivePresetForm key={shown.key} student={shown.value} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

/** A preset's value as a radio's: its kind and id. */
const valueOf = (type: 'bonus' | 'fine', preset: TPreset) => `${type}:${preset._id}`;

function GivePresetForm({
  student,
  titleId,
  onClose,
}: {
  student: TRosterStudent;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText(substitutesText);
  const { enqueueSnackbar } = useSnackbar();
  const presets = usePresets(true);
  const give = useGivePreset();
  const [chosen, setChosen] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const groupId = useId();
  const name = `${student.firstName} ${student.lastName}`.trim();
  const bonuses = presets.data?.bonuses ?? [];
  const fines = presets.data?.fines ?? [];
  const none = presets.data !== undefined && bonuses.length + fines.length === 0;

  const find = (value: string) => {
    const [type, id] = value.split(':') as ['bonus' | 'fine', string];
    const preset = (type === 'bonus' ? bonuses : fines).find((p) => p._id === id);
    return preset ? { type, preset } : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = find(chosen);
    if (!found) {
      setUnchosen(true);
      return;
    }
    const { type, preset } = found;
    give.mutate(
      { studentId: student._id, type, presetId: preset._id },
      {
        onSuccess: () => {
          const words = { name, points: formatPoints(preset.amount), description: preset.description };
          enqueueSnackbar(type === 'bonus' ? t('bonusGiven', words) : t('fineGiven', words), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  const close = () => {
    if (!give.isPending) onClose();
  };

  const option = (type: 'bonus' | 'fine', preset: TPreset) => (
    <FormControlLabel
      key={preset._id}
      value={valueOf(type, preset)}
      control={<Radio />}
      label={
        type === 'bonus'
          ? t('presetBonus', { description: preset.description, points: formatPoints(preset.amount) })
          : t('presetFine', { description: preset.description, points: formatPoints(preset.amount) })
      }
      sx={{ minHeight: 48, mr: 0, overflowWrap: 'anywhere' }}
      disabled={give.isPending}
    />
  );

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('giveTitle', { name })}
      onSubmit={submit}
      onCancel={close}
      submitLabel={t('give')}
      submittingLabel={t('giving')}
      submitting={give.isPending}
      cannotSubmit={none || presets.isPending}
      error={give.error}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('balanceNow', { points: formatPoints(student.balance) })}
      </Typography>
      {presets.isPending ? <PageSpinner label={t('loading')} /> : null}
      {presets.isError && !presets.data ? <QueryError query={presets} variant="outlined" /> : null}
      {none ? <EmptyState title={t('noPresets')} description={t('noPresetsHint')} /> : null}
      {!none && presets.data ? (
        <FormControl error={unchosen && !chosen} fullWidth>
          <FormLabel id={groupId} sx={{ mb: 0.5 }}>
            {t('giveLead')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={groupId}
            name="preset"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {bonuses.length > 0 ? (
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5, fontWeight: 700 }}>
                {t('bonuses')}
              </Typography>
            ) : null}
            {bonuses.map((preset) => option('bonus', preset))}
            {fines.length > 0 ? (
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5, fontWeight: 700 }}>
                {t('fines')}
              </Typography>
            ) : null}
            {fines.map((preset) => option('fine', preset))}
          </RadioGroup>
          {unchosen && !chosen ? (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
              {t('choosePreset')}
            </Typography>
          ) : null}
        </FormControl>
      ) : null}
    </FormDialogFrame>
  );
}
