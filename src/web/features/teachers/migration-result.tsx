import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TMigrationResult } from '../../../shared/teachers';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

const ROLE_LABEL = { teacher: 'roleTeacher', student: 'roleStudent', admin: 'roleAdmin' } as const;

/** What each migration run reported (P27), kept on the page until dismissed. */
export function MigrationResult({ results, onClose }: { results: TMigrationResult[]; onClose: () => void }) {
  const t = useText(teachersText);
  return (
    <Alert severity="success" variant="outlined" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{t('migrationComplete')}</AlertTitle>
      {results.map((r) => (
        <Box key={r.role} sx={{ mt: 0.5 }}>
          <strong>{t(ROLE_LABEL[r.role])}:</strong>{' '}
          {t('migrationLine', { applied: r.schemaMigrationsApplied, checked: r.usersChecked, updated: r.usersUpdated })}
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
