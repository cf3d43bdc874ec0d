import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

type TSectionCardProps = {
  title: string;
  description?: ReactNode;
  /** The space between the card's children (MUI spacing units). */
  gap?: number;
  children: ReactNode;
};

/**
 * A card that is a section of its page (settings, a record): its title is a heading that names the
 * section, so the page reads, and prints, as an outline. A printed card may break across pages.
 */
export function SectionCard({ title, description, gap = 2, children }: TSectionCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ breakInside: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2, display: 'grid', gap }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
