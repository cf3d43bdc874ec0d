import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';
import { PassReport } from './pass-report';

const VIEWS = ['tabPasses', 'tabReport'] as const;

/**
 * Manage Hallpasses' two views: the passes as they are now (the seed's dialog) and, issue 32, the
 * weekly report with each destination's history. The passes come first, as the seed opens them.
 */
export function ManageHallpassesTabs({ passes }: { passes: ReactNode }) {
  const t = useText(manageHallpassesText);
  const id = useId();
  const [view, setView] = useState(0);
  return (
    <>
      <Tabs
        value={view}
        onChange={(_, next: number) => setView(next)}
        aria-label={t('viewsLabel')}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 420 } }}
      >
        {VIEWS.map((label, i) => (
          <Tab key={label} label={t(label)} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
        ))}
      </Tabs>
      {VIEWS.map((label, i) => (
        <Box key={label} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={view !== i}>
          {view === i ? i === 0 ? passes : <PassReport /> : null}
        </Box>
      ))}
    </>
  );
}
