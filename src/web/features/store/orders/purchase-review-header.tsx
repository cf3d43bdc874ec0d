import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPurchase } from '../../../../shared/store';
import { fullName, periodLabel } from '../../courses';
import { formatDateTime } from '../../../components/format';
import { SameDayBadge } from './purchase-display';

/** Who ordered, from which class, and when. */
export function PurchaseReviewHeader({ purchase, primeEnabled }: { purchase: TPurchase; primeEnabled: boolean }) {
  const { student } = purchase;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {fullName(student)}
        </Typography>
        {primeEnabled && student.hasPrime ? (
          <Tooltip title="Prime member">
            <WorkspacePremiumIcon color="secondary" titleAccess="Prime member" />
          </Tooltip>
        ) : null}
        {purchase.sameDay ? <SameDayBadge /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {student.course ? periodLabel(student.course) : 'Not enrolled in a course'} · #{student.username}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ordered {formatDateTime(purchase.createdAt)}
      </Typography>
    </Box>
  );
}
