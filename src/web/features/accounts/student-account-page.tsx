import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { useSignedInUser } from '../auth/use-signed-in-user';

/** /student/account: the profile header now; subtotals and transactions come with the ledger. */
export function StudentAccountPage() {
  const user = useSignedInUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>{initials}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {fullName}
              </Typography>
              {user.hasPrime ? (
                <Chip size="small" color="secondary" icon={<WorkspacePremiumIcon />} label="Prime" />
              ) : null}
            </Box>
            <Typography color="text.secondary">{user.username}</Typography>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Transactions
          </Typography>
          <EmptyState icon={<ReceiptLongIcon />} title="No transactions have posted" description="Points you earn and spend will be listed here." />
        </CardContent>
      </Card>
    </Box>
  );
}
