import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TScoreImportResult } from '../../../shared/assessments';
import { formatNumber } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 110 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value)}
      </Typography>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** Seed 001 section 2: after a score import, what it created and changed. */
export function ImportSummary({ result, onClose }: { result: TScoreImportResult; onClose: () => void }) {
  const t = useText(accountsText);
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }} aria-label={t('importSummary')}>
      <AlertTitle>{t('scoresImported')}</AlertTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, mt: 1 }}>
        <Count label={t('assignmentsCreated')} value={result.tasksCreated} />
        <Count label={t('scoresImported')} value={result.scoresImported} />
        <Count label={t('scoresUpdated')} value={result.scoresUpdated} />
      </Box>
      {result.unknownUsernames.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('skippedNumbers', { numbers: result.unknownUsernames.join(', ') })}
        </Typography>
      ) : null}
    </Alert>
  );
}
