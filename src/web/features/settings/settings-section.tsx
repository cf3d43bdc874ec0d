import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TSettingsSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One card of the settings page; its title is a heading so the page reads as an outline. */
export function SettingsSection({ title, description, children }: TSettingsSectionProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

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
