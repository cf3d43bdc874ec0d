import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSnackbar } from '../../components/use-snackbar';
import { lazyNamed } from '../../lazy-named';
import { LOAD_ON_DEMAND_FAILED } from '../../on-demand';

export type TUpdateAccountsAction =
  'import' | 'bulk-bonus' | 'bulk-fine' | 'bulk-purchase' | 'manage-bonuses' | 'manage-fines' | 'manage-hallpasses';

export type TUpdateAccountsMenuProps = {
  finesEnabled: boolean;
  hallpassesEnabled: boolean;
  hasCourse: boolean;
  onChoose: (action: TUpdateAccountsAction) => void;
};

// The menu (MUI's Menu, with its popover, modal and list) downloads when the teacher reaches for
// the button, not with the page: Manage Accounts draws sooner (issue 11).
const UpdateAccountsMenuList = lazyNamed(() => import('./update-accounts-menu-list'), 'UpdateAccountsMenuList');
const preloadMenu = () => void UpdateAccountsMenuList.preload();

/** Seed 001 section 2: the 'Update Accounts' menu. */
export function UpdateAccountsMenu(props: TUpdateAccountsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  // The menu opens, and says it is open, once its code is here (at once after the first time).
  const open = (button: HTMLElement) => {
    void UpdateAccountsMenuList.preload().then((ready) => {
      if (!ready) {
        enqueueSnackbar(LOAD_ON_DEMAND_FAILED, { variant: 'error' });
        return;
      }
      setOpened(true);
      setAnchor(button);
    });
  };
  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'update-accounts-menu' : undefined}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => open(event.currentTarget)}
      >
        Update Accounts
      </Button>
      {opened ? <UpdateAccountsMenuList {...props} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
