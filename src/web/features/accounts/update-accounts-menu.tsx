import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { dialogOnDemand } from '../../dialog-on-demand';

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
const UpdateAccountsMenuList = dialogOnDemand(
  () => import('./update-accounts-menu-list'),
  'UpdateAccountsMenuList',
  (props) => props.anchor !== null,
);

/** Seed 001 section 2: the 'Update Accounts' menu. */
export function UpdateAccountsMenu(props: TUpdateAccountsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'update-accounts-menu' : undefined}
        onPointerEnter={UpdateAccountsMenuList.preload}
        onFocus={UpdateAccountsMenuList.preload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Update Accounts
      </Button>
      <UpdateAccountsMenuList {...props} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
