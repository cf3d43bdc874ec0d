import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TOrderTotals } from '../../../../shared/pricing';
import { formatNumber } from '../../../../shared/number-format';
import { formatPoints } from '../../../../shared/scoring';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TOrderInvoiceProps = {
  /** From orderTotals, or the totals the server charged for an order. */
  totals: TOrderTotals;
  /** Shown beside the labels when known. */
  taxRate?: number;
  discountPercent?: number;
  /** 'Total' by default; 'New total' while a pending order is being changed. */
  totalLabel?: string;
};

/** The invoice of seed 001 section 9: subtotal, Prime discount, taxes, total, in whole points. */
export function OrderInvoice({ totals, taxRate, discountPercent, totalLabel }: TOrderInvoiceProps) {
  const t = useText(ordersText);
  const withPercent = (label: string, value: number | undefined) =>
    value === undefined ? label : t('withPercent', { label, percent: formatNumber(value) });
  return (
    <Box component="dl" aria-label={t('invoice')} sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
      <Row label={t('subtotal')} value={formatPoints(totals.subtotal)} />
      {totals.discount > 0 ? (
        <Row
          label={withPercent(t('primeDiscount'), discountPercent)}
          value={t('minus', { amount: formatPoints(totals.discount) })}
        />
      ) : null}
      <Row label={withPercent(t('taxes'), taxRate)} value={formatPoints(totals.tax)} />
      <Row label={totalLabel ?? t('total')} value={formatPoints(totals.total)} strong />
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        ...(strong ? { borderTop: 1, borderColor: 'divider', pt: 0.75, mt: 0.25 } : null),
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontWeight: weight, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
