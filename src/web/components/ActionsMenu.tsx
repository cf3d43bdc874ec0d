import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { TAction } from './IconAction';
import { PAGE_MENU_PROPS } from './page-menu';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TActionsMenuProps = {
  /** Whose actions: the button is named 'Actions for {of}'. */
  of: string;
  actions: readonly TAction[];
};

/**
 * A record's actions behind one 'Actions' button, each item with its icon and its words: on a phone
 * a row of icons has no room for their names, and a tip needs a pointer to hover (issue 28).
 */
export function ActionsMenu({ of, actions }: TActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const t = useText(componentsText);
  const run = (action: TAction) => () => {
    setAnchor(null);
    action.onClick();
  };
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-label={t('actionsFor', { of })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        {t('actions')}
      </Button>
      <Menu
        {...PAGE_MENU_PROPS}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            onClick={run(action)}
            role={action.pressed === undefined ? 'menuitem' : 'menuitemcheckbox'}
            aria-checked={action.pressed}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
            {action.pressed ? <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden="true" /> : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
