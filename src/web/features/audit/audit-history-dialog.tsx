import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { auditTrail } from '../../../shared/api/ledger';
import { callApi } from '../../api/client';
import { ledgerKeys } from '../../api/query-keys';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { PageSpinner } from '../../components/PageSpinner';
import { AuditEntryDetails } from './audit-entry-details';
import { auditTitle } from './describe-audit-entry';

type TAuditHistoryDialogProps = {
  student: { username: string; firstName: string; lastName: string } | null;
  onClose: () => void;
};

/** P13: the changes and deletions on one student's account: who, when, before and after. */
export function AuditHistoryDialog({ student, onClose }: TAuditHistoryDialogProps) {
  const history = useQuery({
    queryKey: ledgerKeys.audit(student?.username ?? ''),
    queryFn: () => callApi(auditTrail, { query: { username: student?.username ?? '' } }),
    enabled: student !== null,
  });
  const entries = history.data?.entries ?? [];
  return (
    <Dialog open={student !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="audit-history-title">
      <DialogTitle id="audit-history-title">Change history</DialogTitle>
      {/* A long history scrolls: focusable, so it scrolls with the keyboard too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="audit-history-title">
        {student ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Edits and deletions on {student.firstName} {student.lastName}&apos;s account.
          </Typography>
        ) : null}
        <ErrorList error={history.error} />
        {history.isPending && student ? <PageSpinner /> : null}
        {history.isSuccess && entries.length === 0 ? (
          <EmptyState
            icon={<HistoryIcon />}
            title="No changes recorded"
            description="Edits and deletions of this student's points will be listed here."
          />
        ) : null}
        <List dense aria-label="Changes">
          {entries.map((entry) => (
            <ListItem key={entry._id} disableGutters divider>
              <ListItemText
                primary={auditTitle(entry)}
                secondary={
                  <AuditEntryDetails
                    at={entry.createdAt}
                    by={entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : null}
                    entry={entry}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
