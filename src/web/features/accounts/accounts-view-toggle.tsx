import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TAccountsView } from './use-account-selection';

type TAccountsViewToggleProps = { view: TAccountsView; onChange: (view: TAccountsView) => void };

/** Student list (one account at a time) or class view (every student as a tile, points in one tap). */
export function AccountsViewToggle({ view, onChange }: TAccountsViewToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label="Show"
      onChange={(_, next: TAccountsView | null) => {
        if (next) onChange(next);
      }}
      sx={{ gridColumn: { md: '1 / -1' }, '& .MuiToggleButton-root': { flex: 1, textTransform: 'none', gap: 1 } }}
    >
      <ToggleButton value="list">
        <ViewListIcon fontSize="small" />
        Student list
      </ToggleButton>
      <ToggleButton value="class">
        <GridViewIcon fontSize="small" />
        Class view
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
