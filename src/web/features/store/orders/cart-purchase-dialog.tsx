import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../../../components/use-snackbar';
import { useId, useState } from 'react';
import { orderTotals, primeDiscountPercent } from '../../../../shared/pricing';
import { BalanceBox } from '../../../components/BalanceBox';
import { ErrorList } from '../../../components/ErrorList';
import { PageSpinner } from '../../../components/PageSpinner';
import { fullName } from '../../courses';
import { useSignedInUser } from '../../auth';
import { useRetainedValue } from '../../../components/use-retained-value';
import { OrderInvoice } from './order-invoice';
import { OrderLinesEditor } from './order-lines-editor';
import { cartLineMax, pricedLines, toOrderLines, withMax } from './order-lines';
import type { TEditableLine } from './order-lines';
import { useProducts } from '../queries';
import { newIdempotencyKey, useAddStudentPurchase } from './queries';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

export type TCartStudent = { _id: string; firstName: string; lastName: string; hasPrime: boolean };

type TCartPurchaseDialogProps = { student: TCartStudent | null; balance: number; onClose: () => void };

/** 'Add purchase with cart' (seed 000 section 2): the teacher orders for a student, sent approved. */
export function CartPurchaseDialog({ student, balance, onClose }: TCartPurchaseDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(student);
  return (
    <PhoneDialog open={student !== null} onClose={onClose} maxWidth="sm" scroll="paper" aria-labelledby={titleId}>
      {shown.value ? (
        <CartForm key={shown.key} student={shown.value} balance={balance} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

type TCartFormProps = { student: TCartStudent; balance: number; titleId: string; onClose: () => void };

function CartForm({ student, balance, titleId, onClose }: TCartFormProps) {
  const t = useText(ordersText);
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSignedInUser().settings;
  const products = useProducts();
  const add = useAddStudentPurchase();
  const [edited, setEdited] = useState<TEditableLine[]>([]);
  const [idempotencyKey] = useState(newIdempotencyKey);

  const stock = products.data ?? [];
  const lines = withMax(edited, (id) => cartLineMax(id, stock));
  const orderLines = toOrderLines(lines);
  const taxRate = settings?.products.taxRate ?? 0;
  const discountPercent = settings ? primeDiscountPercent(settings, student.hasPrime, 'storePurchaseDiscount') : 0;
  const totals = orderTotals(pricedLines(lines), taxRate, discountPercent);

  const close = () => {
    if (!add.isPending) onClose();
  };
  const submit = () => {
    if (!orderLines) return;
    add.mutate(
      { ...orderLines, studentId: student._id, idempotencyKey },
      {
        onSuccess: () => {
          enqueueSnackbar(ordersText.t('purchaseAdded'), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('addPurchaseWithCart')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('cartFor', { name: fullName(student) })}
        </DialogContentText>
        {products.isPending ? (
          <PageSpinner label={t('loadingProducts')} />
        ) : (
          <OrderLinesEditor
            lines={lines}
            onChange={setEdited}
            products={stock}
            disabled={add.isPending}
            emptyText={stock.length === 0 ? t('noProductsAdded') : t('cartEmpty')}
          />
        )}
        <ErrorList error={products.error} />
        <Box sx={{ my: 2, display: 'grid', gap: 1.5 }}>
          <OrderInvoice totals={totals} taxRate={taxRate} discountPercent={discountPercent} />
          <BalanceBox balance={balance} cost={totals.total} label={t('studentsBalance')} showAfter />
        </Box>
        <ErrorList error={add.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending || orderLines === null}>
          {add.isPending ? t('adding') : t('addPurchase')}
        </Button>
      </DialogActions>
    </>
  );
}
