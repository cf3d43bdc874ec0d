import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TPreset } from '../../../../shared/ledger';
import { formatPoints } from '../../../../shared/scoring';
import type { TPresetKind } from '../../ledger';
import { usePresets } from '../../ledger';
import { useText } from '../../../i18n/use-text';
import { accountsText } from '../texts';

const HEADING = { bonus: 'bonuses', fine: 'fines' } as const;
const EMPTY = { bonus: 'noBonuses', fine: 'noFines' } as const;
const MANAGE = { bonus: 'manageBonuses', fine: 'manageFines' } as const;
const LOADING = { bonus: 'loadingBonuses', fine: 'loadingFines' } as const;

type TPresetButtonsProps = {
  kind: TPresetKind;
  /** The preset being given (its button shows progress); every button waits meanwhile. */
  giving: TPreset | null;
  onGive: (preset: TPreset) => void;
  onManage: () => void;
};

/** One kind of the teacher's presets as big buttons, a thumb's width each on a phone. */
export function PresetButtons({ kind, giving, onGive, onManage }: TPresetButtonsProps) {
  const t = useText(accountsText);
  const headingId = useId();
  const presets = usePresets(kind);
  const list = presets.data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(HEADING[kind])}
      </Typography>
      {presets.isPending ? (
        <CircularProgress size={24} aria-label={t(LOADING[kind])} />
      ) : list.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t(EMPTY[kind])}</Typography>
          <Button variant="outlined" onClick={onManage}>
            {t(MANAGE[kind])}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {list.map((preset) => (
            <Button
              key={preset._id}
              variant={kind === 'bonus' ? 'contained' : 'outlined'}
              color={kind === 'bonus' ? 'success' : 'error'}
              disabled={giving !== null}
              onClick={() => onGive(preset)}
              sx={{ minHeight: 64, flexDirection: 'column', textTransform: 'none', lineHeight: 1.25 }}
            >
              <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {preset.description}
              </Box>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {giving?._id === preset._id ? (
                  <CircularProgress size={16} color="inherit" aria-label={t('giving')} />
                ) : (
                  `${kind === 'bonus' ? '+' : '−'}${formatPoints(preset.amount)}`
                )}
              </Box>
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
