import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TEmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The title's element: a paragraph inside a page, the page's h1 when the state is the whole page. */
  titleComponent?: 'p' | 'h1' | 'h2';
};

/** The quiet message a page shows when it has nothing to list yet. */
export function EmptyState({ icon, title, description, action, titleComponent = 'p' }: TEmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 2, color: 'text.secondary' }}>
      {icon ? (
        <Box sx={{ fontSize: 56, lineHeight: 0, mb: 1.5, opacity: 0.6, '& svg': { fontSize: 'inherit' } }}>{icon}</Box>
      ) : null}
      <Typography variant="h6" component={titleComponent} color="text.primary" gutterBottom>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ maxWidth: 420, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
