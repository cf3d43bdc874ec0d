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
          enqueueSnackbar('Purchase added', { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>Add purchase with cart</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          For {fullName(student)}. The order is approved at once and charged to the student.
        </DialogContentText>
        {products.isPending ? (
          <PageSpinner label="Loading products..." />
        ) : (
          <OrderLinesEditor
            lines={lines}
            onChange={setEdited}
            products={stock}
            disabled={add.isPending}
            emptyText={stock.length === 0 ? 'No products have been added' : 'Your cart is empty'}
          />
        )}
        <ErrorList error={products.error} />
        <Box sx={{ my: 2, display: 'grid', gap: 1.5 }}>
          <OrderInvoice totals={totals} taxRate={taxRate} discountPercent={discountPercent} />
          <BalanceBox balance={balance} cost={totals.total} label="Student's balance" showAfter />
        </Box>
        <ErrorList error={add.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending || orderLines === null}>
          {add.isPending ? 'Adding...' : 'Add purchase'}
        </Button>
      </DialogActions>
    </>
  );
}
