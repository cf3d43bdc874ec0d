import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import GavelIcon from '@mui/icons-material/Gavel';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RuleIcon from '@mui/icons-material/Rule';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarsIcon from '@mui/icons-material/Stars';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PAGE_MENU_PROPS } from '../../components/page-menu';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

export type TUpdateAccountsAction =
  'import' | 'bulk-bonus' | 'bulk-fine' | 'bulk-purchase' | 'manage-bonuses' | 'manage-fines' | 'manage-hallpasses';

export type TUpdateAccountsMenuProps = {
  finesEnabled: boolean;
  hallpassesEnabled: boolean;
  hasCourse: boolean;
  onChoose: (action: TUpdateAccountsAction) => void;
};

type TItem = { action: TUpdateAccountsAction; label: string; icon: ReactNode; needsCourse: boolean };

/** Seed 001 section 2: the 'Update Accounts' menu; fines and hallpass items only while those are on. */
export function UpdateAccountsMenu({ finesEnabled, hallpassesEnabled, hasCourse, onChoose }: TUpdateAccountsMenuProps) {
  const t = useText(accountsText);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onClose = () => setAnchor(null);
  const items: (TItem | 'divider')[] = [
    { action: 'import', label: t('importScores'), icon: <UploadFileIcon />, needsCourse: true },
    'divider',
    { action: 'bulk-bonus', label: t('addBonuses'), icon: <StarsIcon />, needsCourse: true },
    ...(finesEnabled
      ? [{ action: 'bulk-fine' as const, label: t('addFines'), icon: <GavelIcon />, needsCourse: true }]
      : []),
    { action: 'bulk-purchase', label: t('addPurchases'), icon: <ShoppingCartIcon />, needsCourse: true },
    'divider',
    { action: 'manage-bonuses', label: t('manageBonuses'), icon: <PlaylistAddIcon />, needsCourse: false },
    ...(finesEnabled
      ? [{ action: 'manage-fines' as const, label: t('manageFines'), icon: <RuleIcon />, needsCourse: false }]
      : []),
    ...(hallpassesEnabled
      ? [
          {
            action: 'manage-hallpasses' as const,
            label: t('manageHallpasses'),
            icon: <ConfirmationNumberIcon />,
            needsCourse: false,
          },
        ]
      : []),
  ];

  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'update-accounts-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('updateAccounts')}
      </Button>
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
                secondary={item.needsCourse && !hasCourse ? t('selectCourseFirst') : undefined}
              />
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
