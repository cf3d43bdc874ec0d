import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TStudentAccount, TTransaction } from '../../../shared/ledger';
import { TransactionsTable } from '../ledger';
import { ProfileHeader } from './profile-header';
import { SubtotalCards } from './subtotal-cards';
import { useText } from '../../i18n/use-text';
import { accountViewText } from './account-view/texts';

type TStudentAccountViewProps = {
  account: TStudentAccount;
  finesEnabled: boolean;
  primeEnabled: boolean;
  /** Beside the name: the notification center, or the teacher's action icons. */
  headerActions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  /** Between the header and the subtotals, e.g. the suspension warning. */
  notice?: ReactNode;
  editing?: boolean;
  onEditTransaction?: (transaction: TTransaction) => void;
  onDeleteTransaction?: (transaction: TTransaction) => void;
};

/** A student's account as the student and their teacher see it (seed 000 section 2). */
export function StudentAccountView(props: TStudentAccountViewProps) {
  const { account, finesEnabled, primeEnabled, headerActions, headingLevel, notice, editing = false } = props;
  const t = useText(accountViewText);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ProfileHeader
        student={account.student}
        primeEnabled={primeEnabled}
        actions={headerActions}
        headingLevel={headingLevel}
      />
      {notice}
      <SubtotalCards totals={account.totals} finesEnabled={finesEnabled} />
      <Card component="section" aria-labelledby="transactions-heading">
        <CardContent sx={{ px: { xs: 1, sm: 2 }, '&:last-child': { pb: 1 } }}>
          <Typography id="transactions-heading" variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
            {editing ? t('editTransactions') : t('transactions')}
          </Typography>
          <TransactionsTable
            transactions={account.transactions}
            editing={editing}
            onEdit={props.onEditTransaction}
            onDelete={props.onDeleteTransaction}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
