import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TPurchase } from '../../../../shared/store';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSignedInUser } from '../../auth';
import { DeletePurchaseDialog } from './delete-purchase-dialog';
import { ProcessPurchasesDialog } from './process-purchases-dialog';
import { PurchasesTable } from './purchases-table';
import { useTeacherPurchases } from './queries';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';
import { ProcessQueueButton } from '../../../components/ProcessQueueButton';

/** /teacher/store (P25): the teacher's Manage Purchases page (seed 001 section 2). */
export function ManagePurchasesPage() {
  const t = useText(ordersText);
  const storeEnabled = useSignedInUser().settings?.products.storeEnabled === true;
  const purchases = useTeacherPurchases();
  const [processing, setProcessing] = useState(false);
  const [deleting, setDeleting] = useState<TPurchase | null>(null);
  const list = purchases.data ?? [];
  const pendingCount = list.filter((p) => p.status === 'pending').length;

  return (
    <>
      <PageHeader
        title={t('managePurchases')}
        actions={
          <>
            <Button component={RouterLink} to="/teacher/products" variant="outlined" startIcon={<Inventory2Icon />}>
              {t('manageProducts')}
            </Button>
            <ProcessQueueButton
              pending={pendingCount}
              label={t('processPurchases')}
              disabled={!purchases.data}
              onClick={() => setProcessing(true)}
            />
          </>
        }
      />
      {!storeEnabled ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('storeOff')}
        </Alert>
      ) : null}
      <Card>
        {purchases.isPending || purchases.isError ? (
          <QueryStatus query={purchases} loadingLabel={t('loadingPurchases')} sx={{ p: 2 }} />
        ) : list.length === 0 ? (
          <EmptyState icon={<ReceiptLongIcon />} title={t('noPurchases')} description={t('ordersListedHere')} />
        ) : (
          <PurchasesTable purchases={list} onDelete={setDeleting} />
        )}
      </Card>
      <ProcessPurchasesDialog open={processing} purchases={list} onClose={() => setProcessing(false)} />
      <DeletePurchaseDialog purchase={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
