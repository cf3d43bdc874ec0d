import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { primeExpiry } from '../../../../shared/pricing';
import type { TSettings } from '../../../../shared/settings';
import { formatPoints } from '../../../../shared/scoring';
import { BalanceBox } from '../../../components/BalanceBox';
import { formatLongUtcDate } from '../../../components/format';
import { ErrorList } from '../../../components/ErrorList';
import { Logo } from '../../../components/Logo';
import { useSignedInUser } from '../../auth';
import { useStudentAccount } from '../../scores';
import { PrimeBenefitList } from './prime-benefits';
import { useText } from '../../../i18n/use-text';
import { primeText } from './texts';

type TPrimeOfferProps = {
  prime: TSettings['prime'];
  /** The purchase call is owned by the dialog, which stays mounted when this page gives way to the welcome. */
  buying: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** The marketing page (seed 001 section 4): benefits, price, confirm; only when the balance covers it (P22). */
export function PrimeOffer({ prime, buying, error, onConfirm, onClose }: TPrimeOfferProps) {
  const t = useText(primeText);
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);
  const price = prime.purchaseAmount;
  const balance = account.data?.totals.balance;
  const insufficient = balance !== undefined && balance < price;

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Logo variant="prime" size={56} />
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {t('joinClassmintPrime')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('perksUntil', { date: formatLongUtcDate(primeExpiry(new Date())) })}
            </Typography>
          </Box>
        </Box>
        <PrimeBenefitList prime={prime} />
        <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('price', { price: formatPoints(price) })}
          </Typography>
          <BalanceBox balance={balance} cost={price} showAfter={!insufficient} />
          {insufficient ? <Alert severity="error">{t('insufficientBalance')}</Alert> : null}
          <ErrorList error={account.error} />
          <ErrorList error={error} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={buying}>
          {t('notNow')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={onConfirm}
          disabled={buying || balance === undefined || insufficient}
        >
          {buying ? t('joining') : t('joinPrime')}
        </Button>
      </DialogActions>
    </>
  );
}
