import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TAccountsView } from './use-account-selection';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

type TAccountsViewToggleProps = { view: TAccountsView; onChange: (view: TAccountsView) => void };

/** Student list (one account at a time) or class view (every student as a tile, points in one tap). */
export function AccountsViewToggle({ view, onChange }: TAccountsViewToggleProps) {
  const t = useText(accountsText);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('show')}
      onChange={(_, next: TAccountsView | null) => {
        if (next) onChange(next);
      }}
      sx={{ gridColumn: { md: '1 / -1' }, '& .MuiToggleButton-root': { flex: 1, textTransform: 'none', gap: 1 } }}
    >
      <ToggleButton value="list">
        <ViewListIcon fontSize="small" />
        {t('studentList')}
      </ToggleButton>
      <ToggleButton value="class">
        <GridViewIcon fontSize="small" />
        {t('classView')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
