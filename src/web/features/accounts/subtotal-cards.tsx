import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import GavelIcon from '@mui/icons-material/Gavel';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StarsIcon from '@mui/icons-material/Stars';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TTotals } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { useText } from '../../i18n/use-text';
import { accountViewText } from './account-view/texts';

type TSubtotal = { label: string; points: number; icon: ReactNode; color: string; highlight?: boolean };

function SubtotalCard({ label, points, icon, color, highlight = false }: TSubtotal) {
  const id = useId();
  return (
    <Card
      role="group"
      aria-labelledby={id}
      sx={{
        px: 2,
        py: 1.5,
        minWidth: 0,
        height: '100%',
        ...(highlight ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color }}>
        <Box sx={{ display: 'flex', '& svg': { fontSize: 20 } }} aria-hidden="true">
          {icon}
        </Box>
        <Typography id={id} variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
      </Box>
      <Typography
        sx={{
          mt: 0.5,
          fontWeight: 700,
          fontSize: highlight ? '1.4rem' : '1.2rem',
          lineHeight: 1.3,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
          color: highlight && points < 0 ? 'error.main' : 'text.primary',
        }}
      >
        {formatPoints(points)}
      </Typography>
    </Card>
  );
}

/** Seed 000 section 2: balance, assessment, bonus, fine (only with fines on) and purchase. */
export function SubtotalCards({ totals, finesEnabled }: { totals: TTotals; finesEnabled: boolean }) {
  const t = useText(accountViewText);
  const cards: TSubtotal[] = [
    {
      label: t('balance'),
      points: totals.balance,
      icon: <AccountBalanceWalletIcon />,
      color: 'primary.main',
      highlight: true,
    },
    { label: t('assessment'), points: totals.scores, icon: <AssignmentTurnedInIcon />, color: 'info.main' },
    { label: t('bonus'), points: totals.bonuses, icon: <StarsIcon />, color: 'success.main' },
    ...(finesEnabled ? [{ label: t('fine'), points: totals.fines, icon: <GavelIcon />, color: 'error.main' }] : []),
    { label: t('purchase'), points: totals.purchases, icon: <ShoppingBagIcon />, color: 'warning.main' },
  ];
  const n = cards.length;
  // Container queries: the same cards sit in the wide student page and the narrower teacher panel.
  return (
    <Box component="section" aria-label={t('subtotals')} sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          '& > .cm-balance': { gridColumn: '1 / -1' },
          '@container (min-width: 480px)': { gridTemplateColumns: `repeat(${n - 1}, minmax(0, 1fr))` },
          '@container (min-width: 700px)': {
            gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
            '& > .cm-balance': { gridColumn: 'auto' },
          },
        }}
      >
        {cards.map((card) => (
          <Box key={card.label} className={card.highlight ? 'cm-balance' : undefined}>
            <SubtotalCard {...card} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
