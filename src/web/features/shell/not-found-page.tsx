import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';

/** Seed 000 section 2: unknown pages, and pages of another role. */
export function NotFoundPage() {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title="Error 404: Page Not Found"
      titleComponent="h1"
      description="The page you asked for does not exist, or is not part of your account."
      action={
        <Button component={RouterLink} to="/" variant="contained">
          Go home
        </Button>
      }
    />
  );
}
