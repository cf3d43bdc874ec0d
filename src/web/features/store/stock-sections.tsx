import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { TProduct } from '../../../shared/store';
import { splitByStock } from './product-filter';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

type TSection = 'in' | 'out';

type TStockSectionsProps = {
  products: readonly TProduct[];
  render: (products: TProduct[], section: TSection) => ReactNode;
};

/** Seed 001 section 2: collapsible 'In Stock' and 'Out of Stock', one open at a time, In Stock first. */
export function StockSections({ products, render }: TStockSectionsProps) {
  const t = useText(storeManageText);
  const [open, setOpen] = useState<TSection | null>('in');
  const { inStock, outOfStock } = splitByStock(products);
  const sections: { key: TSection; title: string; items: TProduct[] }[] = [
    { key: 'in', title: t('inStock'), items: inStock },
    { key: 'out', title: t('outOfStock'), items: outOfStock },
  ];
  return (
    <>
      {sections.map(({ key, title, items }) => (
        <StockSection
          key={key}
          title={title}
          count={items.length}
          expanded={open === key}
          onToggle={(on) => setOpen(on ? key : null)}
        >
          {render(items, key)}
        </StockSection>
      ))}
    </>
  );
}

type TStockSectionProps = {
  title: string;
  count: number;
  expanded: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
};

function StockSection({ title, count, expanded, onToggle, children }: TStockSectionProps) {
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, on) => onToggle(on)}
      // The summary's heading is the section's h2 (MUI's default is an h3 around it).
      slots={{ heading: 'h2' }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, border: 1, borderColor: 'divider', '& + &': { mt: 1.5 } }}
      elevation={0}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Chip label={count} size="small" sx={{ ml: 1.5 }} />
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: { xs: 1, sm: 2 }, pt: 0 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
