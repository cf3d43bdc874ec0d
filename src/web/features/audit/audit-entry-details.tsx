import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../components/format';
import { auditChanges } from './describe-audit-entry';

/** When an audit entry was made, by whom, and each change on its own line (a list item's second line). */
export function AuditEntryDetails({
  at,
  by,
  entry,
}: {
  at: string;
  by: string | null;
  entry: Parameters<typeof auditChanges>[0];
}) {
  return (
    <>
      {formatDateTime(at)}
      {by ? ` by ${by}` : ''}
      {auditChanges(entry).map((line) => (
        <Typography key={line} component="span" variant="body2" display="block" color="text.primary">
          {line}
        </Typography>
      ))}
    </>
  );
}
