import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { TSettings } from '../../../../shared/settings';
import { Logo } from '../../../components/Logo';
import { Confetti } from './confetti';
import { PrimeBenefitList } from './prime-benefits';
import { useText } from '../../../i18n/use-text';
import { primeText } from './texts';

type TPrimeWelcomeProps = {
  prime: TSettings['prime'];
  firstName: string | null;
  preview: boolean;
  onClose: () => void;
};

/** The welcome page with confetti (seed 001 section 4); a teacher sees it as a preview. */
export function PrimeWelcome({ prime, firstName, preview, onClose }: TPrimeWelcomeProps) {
  const t = useText(primeText);
  return (
    <>
      <DialogContent dividers sx={{ position: 'relative', isolation: 'isolate' }}>
        <Confetti />
        {preview ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('previewNote')}
          </Alert>
        ) : null}
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Logo variant="prime" size={88} />
          <Typography variant="h5" component="h3" sx={{ fontWeight: 800, mt: 1.5 }}>
            {firstName ? t('welcomeName', { name: firstName }) : t('welcome')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('yourBenefits')}
          </Typography>
        </Box>
        <Box sx={{ maxWidth: 420, mx: 'auto' }}>
          <PrimeBenefitList prime={prime} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="secondary" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </>
  );
}
