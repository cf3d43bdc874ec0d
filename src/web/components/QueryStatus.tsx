import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorList } from './ErrorList';
import { PageSpinner } from './PageSpinner';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'isFetching' | 'error' | 'refetch'>;

type TQueryErrorProps = {
  query: TQuery;
  variant?: ButtonProps['variant'];
  sx?: SxProps<Theme>;
};

/** A failed request's errors in place (never a toast) and a Try again button that fetches it again. */
export function QueryError({ query, variant, sx }: TQueryErrorProps) {
  const t = useText(componentsText);
  return (
    <Box sx={sx}>
      <ErrorList error={query.error} />
      <Button variant={variant} onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? t('loading') : t('tryAgain')}
      </Button>
    </Box>
  );
}

type TQueryStatusProps = {
  query: TQuery;
  /** What the spinner tells screen readers, e.g. 'Loading purchases...'. */
  loadingLabel?: string;
  /** Room around the errors, e.g. padding inside a card. */
  sx?: SxProps<Theme>;
};

/**
 * A page's data while it is not there: the spinner while it loads, the errors with Try again when
 * it failed, and nothing once it has arrived.
 */
export function QueryStatus({ query, loadingLabel, sx }: TQueryStatusProps) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <QueryError query={query} sx={sx} />;
  return null;
}
