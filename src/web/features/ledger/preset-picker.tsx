import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TPreset } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { usePresets } from './preset-queries';
import type { TPresetKind } from './preset-queries';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';

type TPresetPickerProps = {
  kind: TPresetKind;
  disabled?: boolean;
  /** Fills the description and amount of the form (seed 001 section 3 "Bonus and Fine"). */
  onPick: (preset: TPreset) => void;
};

/** The optional 'Preset' choice of the bonus and fine forms; hidden while no presets exist. */
export function PresetPicker({ kind, disabled, onPick }: TPresetPickerProps) {
  const t = useText(ledgerText);
  const presets = usePresets(kind);
  const [chosen, setChosen] = useState('');
  if (!presets.data || presets.data.length === 0) return null;
  const label = kind === 'bonus' ? t('presetBonus') : t('presetFine');
  return (
    <TextField
      select
      label={label}
      value={chosen}
      disabled={disabled}
      fullWidth
      size="small"
      helperText={t('presetHelp')}
      onChange={(event) => {
        setChosen(event.target.value);
        const preset = presets.data.find((p) => p._id === event.target.value);
        if (preset) onPick(preset);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('none')}</em>
      </MenuItem>
      {presets.data.map((preset) => (
        <MenuItem key={preset._id} value={preset._id}>
          {t('presetOption', { description: preset.description, amount: formatPoints(preset.amount) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
