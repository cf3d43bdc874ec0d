import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TPurchase } from '../../../../shared/store';
import { QueryStatus } from '../../../components/QueryStatus';
import { SectionCard } from '../../../components/SectionCard';
import { useText } from '../../../i18n/use-text';
import { DeletePurchaseDialog } from './delete-purchase-dialog';
import { ProcessPurchasesDialog } from './process-purchases-dialog';
import { PurchasesTable } from './purchases-table';
import { useTeacherPurchases } from './queries';
import { ordersText } from './texts';
import { ProcessQueueButton } from '../../../components/ProcessQueueButton';

/**
 * P60: the orders of a course shared with the teacher, as a section of its class view (under the
 * page's ActingCourseContext): processed and refunded as on Manage Purchases; the products stay
 * their teacher's to manage.
 */
export function SharedCourseOrders() {
  const t = useText(ordersText);
  const purchases = useTeacherPurchases();
  const [processing, setProcessing] = useState(false);
  const [deleting, setDeleting] = useState<TPurchase | null>(null);
  const list = purchases.data ?? [];
  const pendingCount = list.filter((p) => p.status === 'pending').length;
  return (
    <SectionCard title={t('managePurchases')}>
      <Box>
        <ProcessQueueButton
          pending={pendingCount}
          label={t('processPurchases')}
          disabled={!purchases.data || pendingCount === 0}
          onClick={() => setProcessing(true)}
        />
      </Box>
      {purchases.isPending || purchases.isError ? (
        <QueryStatus query={purchases} loadingLabel={t('loadingPurchases')} />
      ) : null}
      {purchases.data && list.length === 0 ? <Typography color="text.secondary">{t('noPurchases')}</Typography> : null}
      {list.length > 0 ? <PurchasesTable purchases={list} onDelete={setDeleting} /> : null}
      <ProcessPurchasesDialog open={processing} purchases={list} onClose={() => setProcessing(false)} />
      <DeletePurchaseDialog purchase={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
