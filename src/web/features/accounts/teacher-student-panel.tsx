import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TTransaction } from '../../../shared/ledger';
import type { TSettingsView } from '../../../shared/settings';
import { QueryStatus } from '../../components/QueryStatus';
import { DeleteTransactionDialog } from '../ledger';
import { useStudentAccount } from '../scores';
import { TransactionDialog } from '../ledger';
import type { TTransactionDialogTarget } from '../ledger';
import { AuditHistoryDialog } from '../audit';
import { CartPurchaseDialog } from '../store';
import { CreatePassDialog } from '../hallpasses';
import type { TPassStudent } from '../hallpasses';
import { isBuilt } from '../../built-features';
import { dialogOnDemand } from '../../dialog-on-demand';
import { StudentAccountView } from './student-account-view';
import { StudentActions } from './student-actions';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

const ResetPasswordDialog = dialogOnDemand(
  () => import('./reset-password-dialog'),
  'ResetPasswordDialog',
  (props) => props.student !== null,
);

type TTeacherStudentPanelProps = { username: string; settings: TSettingsView };

/** The teacher's view of one student: the student's account with the teacher's actions. */
export function TeacherStudentPanel({ username, settings }: TTeacherStudentPanelProps) {
  const t = useText(accountsText);
  const account = useStudentAccount(username);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<TTransactionDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TTransaction | null>(null);
  const [resetting, setResetting] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  const [shopping, setShopping] = useState(false);
  // The student as the dialog opened: a refetched account must not start its form afresh.
  const [passFor, setPassFor] = useState<TPassStudent | null>(null);

  if (account.isPending || account.isError) return <QueryStatus query={account} loadingLabel={t('loadingStudent')} />;

  const { student } = account.data;
  const finesEnabled = settings.fines.enabled;

  return (
    <>
      <StudentAccountView
        account={account.data}
        finesEnabled={finesEnabled}
        primeEnabled={settings.prime.enabled}
        editing={editing}
        headerActions={
          <StudentActions
            hallpassesEnabled={isBuilt('hallpasses') && settings.hallpass.enabled}
            finesEnabled={finesEnabled}
            storeEnabled={settings.products.storeEnabled}
            editing={editing}
            onAdd={(type) => setDialog({ mode: 'add', type, student })}
            onCreatePass={() => setPassFor(student)}
            onAddCartPurchase={() => setShopping(true)}
            onToggleEditing={() => setEditing((on) => !on)}
            onResetPassword={() => setResetting(true)}
            onShowHistory={() => setShowingHistory(true)}
            onOpenRecord={() => void navigate(`/teacher/record?student=${encodeURIComponent(student.username)}`)}
          />
        }
        notice={student.dropped ? <Alert severity="warning">{t('suspended')}</Alert> : null}
        onEditTransaction={(transaction) => setDialog({ mode: 'edit', transaction, student })}
        onDeleteTransaction={setDeleting}
      />
      <TransactionDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      <CartPurchaseDialog
        student={shopping ? student : null}
        balance={account.data.totals.balance}
        onClose={() => setShopping(false)}
      />
      <CreatePassDialog student={passFor} onClose={() => setPassFor(null)} />
      <AuditHistoryDialog student={showingHistory ? student : null} onClose={() => setShowingHistory(false)} />
      <ResetPasswordDialog
        student={resetting ? student : null}
        defaultPassword={settings.defaultStudentPassword}
        onClose={() => setResetting(false)}
      />
    </>
  );
}
