import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/SectionCard';

/** One card of the settings page. */
export const SettingsSection = SectionCard;

/** Two columns of fields from the md breakpoint, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>;
}

/** A smaller heading inside a section (e.g. 'Song Removal Requests'). */
export function SubsectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
      {children}
    </Typography>
  );
}
