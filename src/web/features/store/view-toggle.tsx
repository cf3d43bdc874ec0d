import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

export type TProductView = 'table' | 'grid';

/** Seed 001 section 2: the teacher switches between table view (default) and grid view. */
export function ViewToggle({ view, onChange }: { view: TProductView; onChange: (view: TProductView) => void }) {
  const t = useText(storeManageText);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_, next: TProductView | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('productView')}
    >
      <ToggleButton value="table" aria-label={t('tableView')}>
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="grid" aria-label={t('gridView')}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
