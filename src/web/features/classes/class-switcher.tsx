import CheckIcon from '@mui/icons-material/Check';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { TCurrentUser } from '../../../shared/user';
import { PAGE_MENU_PROPS } from '../../components/page-menu';
import { classDetails } from './class-names';
import { useSwitchClass } from './use-switch-class';
import { useText } from '../../i18n/use-text';
import { classesText } from './texts';

/**
 * P40: the top bar's class switch, for a student with more than one class: it shows the class they
 * are in, and its menu moves them to another (every page then shows that class's economy).
 */
export function ClassSwitcher({ user }: { user: TCurrentUser }) {
  const t = useText(classesText);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const switchClass = useSwitchClass();
  const buttonId = useId();
  const current = user.courses.find((c) => c._id === user.currentCourse);
  if (user.role !== 'student' || user.courses.length < 2 || !current) return null;
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<SwapHorizIcon />}
        aria-label={t('switchLabel', { name: current.name, details: classDetails(current) })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, maxWidth: { xs: 140, sm: 240 }, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current.name}</span>
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
        {user.courses.map((course) => {
          const here = course._id === current._id;
          return (
            <MenuItem
              key={course._id}
              role="menuitemradio"
              aria-checked={here}
              onClick={() => {
                setAnchor(null);
                if (!here) void switchClass(course._id);
              }}
            >
              <ListItemIcon>{here ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={course.name} secondary={classDetails(course)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
