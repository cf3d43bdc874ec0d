import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { storeText } from './texts';

/** Seed 001 section 2: the products page shows 'Loading...' until loaded; a failure offers a retry. */
export function ProductsLoading({ query }: { query: UseQueryResult<unknown> }) {
  const t = useText(storeText);
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
    );
  }
  if (query.isError) return <QueryError query={query} />;
  return null;
}
