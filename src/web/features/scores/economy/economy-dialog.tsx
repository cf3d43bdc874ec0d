import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FullScreenDialog } from '../../../components/FullScreenDialog';
import { QueryStatus } from '../../../components/QueryStatus';
import { useEconomy } from '../queries';
import { AccountSummaryTable } from './account-summary-table';
import { EconomyStatCards } from './stat-cards';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TEconomyDialogProps = { open: boolean; finesEnabled: boolean; onClose: () => void };

/** Economy View (seed 000 section 2): a full-screen 'Accounts' dialog with totals and the Account Summary. */
export function EconomyDialog({ open, finesEnabled, onClose }: TEconomyDialogProps) {
  return (
    <FullScreenDialog open={open} title={scoresText.t('accounts')} onClose={onClose}>
      <EconomyContent finesEnabled={finesEnabled} />
    </FullScreenDialog>
  );
}

function EconomyContent({ finesEnabled }: { finesEnabled: boolean }) {
  const t = useText(scoresText);
  const economy = useEconomy(true);
  if (economy.isPending || economy.isError) return <QueryStatus query={economy} />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <EconomyStatCards summary={economy.data.summary} finesEnabled={finesEnabled} />
      <Card component="section" aria-labelledby="account-summary-heading">
        <Typography id="account-summary-heading" variant="h6" component="h3" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('accountSummary')}
        </Typography>
        <AccountSummaryTable students={economy.data.students} finesEnabled={finesEnabled} />
      </Card>
    </Box>
  );
}
