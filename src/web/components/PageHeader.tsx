import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TPageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons for the page; they wrap under the title on a phone. */
  actions?: ReactNode;
};

export function PageHeader({ title, subtitle, actions }: TPageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
