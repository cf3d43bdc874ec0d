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
import { useText } from '../../i18n/use-text';
import { substituteText } from '../../../shared/substitute-texts/texts';
import { AuditEntryDetails } from './audit-entry-details';
import { auditTitle } from './describe-audit-entry';
import { auditText } from './texts';

type TAuditHistoryDialogProps = {
  student: { username: string; firstName: string; lastName: string } | null;
  onClose: () => void;
};

/** P13: the changes and deletions on one student's account: who, when, before and after. */
export function AuditHistoryDialog({ student, onClose }: TAuditHistoryDialogProps) {
  const t = useText(auditText);
  const substituteWords = useText(substituteText);
  const history = useQuery({
    queryKey: ledgerKeys.audit(student?.username ?? ''),
    queryFn: () => callApi(auditTrail, { query: { username: student?.username ?? '' } }),
    enabled: student !== null,
  });
  const entries = history.data?.entries ?? [];
  return (
    <Dialog open={student !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="audit-history-title">
      <DialogTitle id="audit-history-title">{t('changeHistory')}</DialogTitle>
      {/* A long history scrolls: focusable, so it scrolls with the keyboard too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="audit-history-title">
        {student ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('editsOn', { firstName: student.firstName, lastName: student.lastName })}
          </Typography>
        ) : null}
        <ErrorList error={history.error} />
        {history.isPending && student ? <PageSpinner /> : null}
        {history.isSuccess && entries.length === 0 ? (
          <EmptyState icon={<HistoryIcon />} title={t('noChanges')} description={t('noChangesDescription')} />
        ) : null}
        <List dense aria-label={t('changes')}>
          {entries.map((entry) => (
            <ListItem key={entry._id} disableGutters divider>
              <ListItemText
                primary={auditTitle(entry)}
                secondary={
                  <AuditEntryDetails
                    at={entry.createdAt}
                    by={
                      entry.actor
                        ? t('fullName', { firstName: entry.actor.firstName, lastName: entry.actor.lastName })
                        : entry.substitute !== null
                          ? substituteWords('substituteNamed', { name: entry.substitute })
                          : null
                    }
                    entry={entry}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
