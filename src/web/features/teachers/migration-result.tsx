import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TMigrationResult } from '../../../shared/teachers';

const ROLE_LABEL = { teacher: 'Teachers', student: 'Students', admin: 'Admins' } as const;

/** What each migration run reported (P27), kept on the page until dismissed. */
export function MigrationResult({ results, onClose }: { results: TMigrationResult[]; onClose: () => void }) {
  return (
    <Alert severity="success" variant="outlined" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>Database migration complete</AlertTitle>
      {results.map((r) => (
        <Box key={r.role} sx={{ mt: 0.5 }}>
          <strong>{ROLE_LABEL[r.role]}:</strong> {r.schemaMigrationsApplied} schema migrations applied, {r.usersChecked}{' '}
          users checked, {r.usersUpdated} users updated.
          {r.message ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {r.message}
            </Box>
          ) : null}
        </Box>
      ))}
    </Alert>
  );
}
