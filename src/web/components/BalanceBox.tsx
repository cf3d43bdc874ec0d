import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { formatPoints } from '../../shared/scoring';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TBalanceBoxProps = {
  /** The student's balance; null or undefined while it loads. */
  balance: number | null | undefined;
  /** What the purchase costs; the box is green when the balance covers it. */
  cost: number;
  label?: string;
  /** Also show what is left after the purchase. */
  showAfter?: boolean;
};

/**
 * Seed 000 section 9: the balance box is green when the balance is at least the cost, red
 * otherwise. The one balance box of every purchase dialog (store checkout, Prime, teacher cart).
 */
export function BalanceBox({ balance, cost, label, showAfter = false }: TBalanceBoxProps) {
  const t = useText(componentsText);
  const labelId = useId();
  const known = typeof balance === 'number';
  const enough = known && balance >= cost;
  const color = !known ? 'text.secondary' : enough ? 'success.main' : 'error.main';
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-sufficient={known ? String(enough) : undefined}
      sx={(theme) => {
        const main = !known
          ? theme.palette.text.secondary
          : enough
            ? theme.palette.success.main
            : theme.palette.error.main;
        return {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: alpha(main, 0.5),
          bgcolor: alpha(main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
        };
      }}
    >
      <AccountBalanceWalletIcon sx={{ color }} aria-hidden="true" />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label ?? t('yourBalance')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color, fontVariantNumeric: 'tabular-nums' }}>
          {known ? formatPoints(balance) : t('loading')}
        </Typography>
        {showAfter && known ? (
          <Typography variant="body2" color="text.secondary">
            {t('afterPurchase', { points: formatPoints(balance - cost) })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
