import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyNamed } from '../../lazy-named';
import { useOpenWhenLoaded } from '../../use-lazy';

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
  const openMenu = useOpenWhenLoaded(UpdateAccountsMenuList);
  // The menu opens, and the button says it is open, once its code is here.
  const open = (button: HTMLElement) =>
    openMenu(() => {
      setOpened(true);
      setAnchor(button);
    });
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
