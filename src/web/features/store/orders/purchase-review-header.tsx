import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPurchase } from '../../../../shared/store';
import { fullName, periodLabel } from '../../courses';
import { formatDateTime } from '../../../components/format';
import { SameDayBadge } from './purchase-display';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

/** Who ordered, from which class, and when. */
export function PurchaseReviewHeader({ purchase, primeEnabled }: { purchase: TPurchase; primeEnabled: boolean }) {
  const t = useText(ordersText);
  const { student } = purchase;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {fullName(student)}
        </Typography>
        {primeEnabled && student.hasPrime ? (
          <Tooltip title={t('primeMember')}>
            <WorkspacePremiumIcon color="secondary" titleAccess={t('primeMember')} />
          </Tooltip>
        ) : null}
        {purchase.sameDay ? <SameDayBadge /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('classAndUsername', {
          course: student.course ? periodLabel(student.course) : t('notEnrolled'),
          username: student.username,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('orderedAt', { when: formatDateTime(purchase.createdAt) })}
      </Typography>
    </Box>
  );
}
