import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip';

/** One thing a person can do to a record: shown as an icon with a tip, a labelled button or a menu item. */
export type TAction = {
  key: string;
  /** The short visible text: the tip, the button's or the menu item's words. */
  label: string;
  /** The icon button's accessible name when the label alone would be ambiguous in a list ('Edit Ava Nguyen'). */
  name?: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** A toggle: on or off (aria-pressed, or a checked menu item). */
  pressed?: boolean;
};

/** An action as an icon button whose label shows on hover and keyboard focus and names it for screen readers. */
export function IconAction({ action, size }: { action: TAction; size?: 'small' | 'medium' }) {
  const { label, name, icon, onClick, danger, pressed } = action;
  return (
    <Tooltip title={label}>
      <IconButton
        size={size}
        aria-label={name ?? label}
        aria-pressed={pressed}
        onClick={onClick}
        color={danger ? 'error' : pressed ? 'primary' : 'default'}
        sx={pressed ? { bgcolor: 'action.selected' } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
