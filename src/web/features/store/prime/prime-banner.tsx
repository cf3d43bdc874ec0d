import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isPrimeOffered } from '../../../../shared/prime-rules';
import { formatPoints } from '../../../../shared/scoring';
import { Logo } from '../../../components/Logo';
import { dialogOnDemand } from '../../../dialog-on-demand';
import { useSignedInUser } from '../../auth';
import { primeBenefits } from './prime-benefits';
import { useText } from '../../../i18n/use-text';
import { primeText } from './texts';

// The dialog (the offer, the purchase, the welcome with its confetti) downloads when first opened:
// the store draws its products without it.
const PrimeDialog = dialogOnDemand(
  () => import('./prime-dialog'),
  'PrimeDialog',
  (props) => props.open,
);

type TPrimeBannerProps = {
  /** Just the button, for a row of page actions; otherwise a banner section. */
  compact?: boolean;
};

/**
 * The Prime banner of the products page (seed 001 section 2) with the button that opens the Prime
 * dialog. Renders nothing unless Prime is offered: enabled with at least one benefit on.
 * Buttons: 'Get Prime' (student without Prime), 'View Prime' (Prime student), 'Preview Prime' (teacher).
 */
export function PrimeBanner({ compact = false }: TPrimeBannerProps) {
  const t = useText(primeText);
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const prime = user.settings?.prime;
  // Nothing to offer while every benefit turned on belongs to an extra that is not built yet.
  if (!prime || !isPrimeOffered({ prime }) || primeBenefits(prime).length === 0) return null;

  const student = user.role === 'student';
  const member = student && user.hasPrime;
  const label = !student ? t('previewPrime') : member ? t('viewPrime') : t('getPrime');
  const benefits = primeBenefits(prime).map((b) => `${b.title.charAt(0).toLowerCase()}${b.title.slice(1)}`);
  const [first = '', second] = benefits;
  const summary =
    second === undefined ? first : t(benefits.length > 2 ? 'summaryMore' : 'summaryTwo', { first, second });
  const price = formatPoints(prime.purchaseAmount);
  const text = !student
    ? t('bannerTeacher', { summary, price })
    : member
      ? t('bannerMember', { summary })
      : t('bannerOffer', { summary: `${summary.charAt(0).toUpperCase()}${summary.slice(1)}`, price });

  const button = (
    <Button
      variant={compact ? 'outlined' : 'contained'}
      color="secondary"
      startIcon={<WorkspacePremiumIcon />}
      onClick={() => setOpen(true)}
    >
      {label}
    </Button>
  );

  return (
    <>
      {compact ? (
        button
      ) : (
        <Card
          component="section"
          aria-label={t('classmintPrime')}
          sx={{
            mb: 2,
            borderColor: 'secondary.main',
            background: (theme) => `linear-gradient(90deg, ${theme.palette.secondary.main}22, transparent 70%)`,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
            <Logo variant="prime" size={44} />
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('classmintPrime')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
            {button}
          </Box>
        </Card>
      )}
      <PrimeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
