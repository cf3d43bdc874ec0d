import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { auditChanges } from './describe-audit-entry';
import { auditText } from './texts';

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
  const t = useText(auditText);
  return (
    <>
      {by ? t('whenBy', { when: formatDateTime(at), who: by }) : formatDateTime(at)}
      {auditChanges(entry).map((line) => (
        <Typography key={line} component="span" variant="body2" display="block" color="text.primary">
          {line}
        </Typography>
      ))}
    </>
  );
}
