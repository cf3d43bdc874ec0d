import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import GavelIcon from '@mui/icons-material/Gavel';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RuleIcon from '@mui/icons-material/Rule';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarsIcon from '@mui/icons-material/Stars';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { PAGE_MENU_PROPS } from '../../components/page-menu';
import type { TUpdateAccountsAction, TUpdateAccountsMenuProps } from './update-accounts-menu';

type TItem = { action: TUpdateAccountsAction; label: string; icon: ReactNode; needsCourse: boolean };

export type TUpdateAccountsMenuListProps = TUpdateAccountsMenuProps & {
  /** The button it opens from; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** The items of the 'Update Accounts' menu: fines and hallpass items only while those are on. */
export function UpdateAccountsMenuList({
  anchor,
  onClose,
  finesEnabled,
  hallpassesEnabled,
  hasCourse,
  onChoose,
}: TUpdateAccountsMenuListProps) {
  const items: (TItem | 'divider')[] = [
    { action: 'import', label: 'Import scores', icon: <UploadFileIcon />, needsCourse: true },
    'divider',
    { action: 'bulk-bonus', label: 'Add Bonuses', icon: <StarsIcon />, needsCourse: true },
    ...(finesEnabled
      ? [{ action: 'bulk-fine' as const, label: 'Add Fines', icon: <GavelIcon />, needsCourse: true }]
      : []),
    { action: 'bulk-purchase', label: 'Add Purchases', icon: <ShoppingCartIcon />, needsCourse: true },
    'divider',
    { action: 'manage-bonuses', label: 'Manage Bonuses', icon: <PlaylistAddIcon />, needsCourse: false },
    ...(finesEnabled
      ? [{ action: 'manage-fines' as const, label: 'Manage Fines', icon: <RuleIcon />, needsCourse: false }]
      : []),
    ...(hallpassesEnabled
      ? [
          {
            action: 'manage-hallpasses' as const,
            label: 'Manage Hallpasses',
            icon: <ConfirmationNumberIcon />,
            needsCourse: false,
          },
        ]
      : []),
  ];

  return (
    <Menu
      {...PAGE_MENU_PROPS}
      id="update-accounts-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {items.map((item, index) =>
        item === 'divider' ? (
          <Divider key={`divider-${index}`} />
        ) : (
          <MenuItem
            key={item.action}
            disabled={item.needsCourse && !hasCourse}
            onClick={() => {
              onClose();
              onChoose(item.action);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText
              primary={item.label}
              secondary={item.needsCourse && !hasCourse ? 'Select a course first' : undefined}
            />
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
