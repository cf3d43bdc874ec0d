import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/use-snackbar';
import { useState } from 'react';
import { LIMITS } from '../../../../shared/messages';
import { orderTotals, primeDiscountPercent } from '../../../../shared/pricing';
import { formatPoints } from '../../../../shared/scoring';
import type { TPurchase } from '../../../../shared/store';
import { ErrorList } from '../../../components/ErrorList';
import { CharacterCount } from '../../../components/form/CharacterCount';
import { useSignedInUser } from '../../auth';
import { OrderInvoice } from './order-invoice';
import { OrderLinesEditor } from './order-lines-editor';
import { linesChanged, linesFromPurchase, orderLineMax, pricedLines, toOrderLines, withMax } from './order-lines';
import type { TEditableLine } from './order-lines';
import { PurchaseReviewHeader } from './purchase-review-header';
import { useProducts } from '../queries';
import { useUpdatePurchase } from './queries';
import type { TPurchaseChanges } from './queries';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TAction = 'approved' | 'declined' | 'save';

type TPurchaseReviewProps = {
  purchase: TPurchase;
  /** Moves to the next pending order; this one stays set aside for the session. */
  onNext: () => void;
};

/** One pending order in the queue: its lines (editable), a note, and the teacher's decision. */
export function PurchaseReview({ purchase, onNext }: TPurchaseReviewProps) {
  const t = useText(ordersText);
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSignedInUser().settings;
  const products = useProducts();
  const update = useUpdatePurchase();
  const [edited, setEdited] = useState<TEditableLine[] | null>(null);
  const [note, setNote] = useState(purchase.note);
  const [working, setWorking] = useState<TAction | null>(null);

  const stock = products.data ?? [];
  const lines = withMax(edited ?? linesFromPurchase(purchase, stock), (id) => orderLineMax(purchase, id, stock));
  const orderLines = toOrderLines(lines);
  const changed = edited !== null && (orderLines === null || linesChanged(purchase, orderLines));
  const taxRate = settings?.products.taxRate ?? 0;
  const discountPercent = settings
    ? primeDiscountPercent(settings, purchase.student.hasPrime, 'storePurchaseDiscount')
    : 0;
  const busy = working !== null;

  /** Line changes are saved first, while the order is still pending; then the decision. */
  const run = async (action: TAction) => {
    const steps: TPurchaseChanges[] = [];
    if (action !== 'declined' && changed && orderLines) steps.push(orderLines);
    const trimmedNote = note.trim();
    if (action === 'save') {
      if (trimmedNote !== purchase.note) steps.push({ note: trimmedNote });
    } else {
      steps.push({ status: action, note: trimmedNote });
    }
    setWorking(action);
    try {
      for (const changes of steps) await update.mutateAsync({ id: purchase._id, changes });
    } catch {
      setWorking(null);
      return; // update.error holds the refusal; it is shown above the buttons.
    }
    if (steps.length > 0) enqueueSnackbar(ordersText.t('purchaseUpdated'), { variant: 'success' });
    onNext();
  };

  const canKeep = orderLines !== null;
  return (
    <>
      <DialogContent dividers>
        <PurchaseReviewHeader purchase={purchase} primeEnabled={settings?.prime.enabled === true} />
        <OrderLinesEditor
          lines={lines}
          onChange={setEdited}
          products={stock}
          disabled={busy}
          emptyText={t('noProductsLeft')}
        />
        <ErrorList error={products.error} />
        <Box sx={{ my: 2 }}>
          <OrderInvoice
            totals={changed ? orderTotals(pricedLines(lines), taxRate, discountPercent) : purchase}
            taxRate={taxRate}
            discountPercent={changed ? discountPercent : undefined}
            totalLabel={changed ? t('newTotal') : t('total')}
          />
          {changed ? (
            <Typography variant="caption" color="text.secondary">
              {t('chargedSoFar', { total: formatPoints(purchase.total) })}
            </Typography>
          ) : null}
        </Box>
        <TextField
          label={t('note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={busy}
          fullWidth
          size="small"
          multiline
          maxRows={4}
          helperText={<CharacterCount message={t('noteHelp')} length={note.length} max={LIMITS.description} />}
          slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
        />
        <ErrorList error={update.error} />
      </DialogContent>
      <DialogActions
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={onNext} disabled={busy}>
          {t('skip')}
        </Button>
        <Button onClick={() => void run('save')} disabled={busy || !canKeep}>
          {working === 'save' ? t('saving') : t('saveAndContinue')}
        </Button>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        <Button color="error" variant="outlined" onClick={() => void run('declined')} disabled={busy}>
          {working === 'declined' ? t('declining') : t('decline')}
        </Button>
        <Button variant="contained" onClick={() => void run('approved')} disabled={busy || !canKeep}>
          {working === 'approved' ? t('approving') : t('approve')}
        </Button>
      </DialogActions>
    </>
  );
}
