import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useText } from '../../i18n/use-text';
import { shellText } from './texts';

/** Seed 000 section 2: unknown pages, and pages of another role. */
export function NotFoundPage() {
  const t = useText(shellText);
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('notFoundTitle')}
      titleComponent="h1"
      description={t('notFoundText')}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t('goHome')}
        </Button>
      }
    />
  );
}
