import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { PAGE_MENU_PROPS } from '../../components/page-menu';
import type { TProduct } from '../../../shared/store';
import type { TProductActionHandlers } from './product-actions';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

type TProductRowMenuProps = TProductActionHandlers & { product: TProduct; onQuickEdit: () => void };

/** On a phone the row's five actions sit behind one button, so the table fits the screen. */
export function ProductRowMenu({ product, onAdjust, onEdit, onDelete, onQuickEdit }: TProductRowMenuProps) {
  const t = useText(storeManageText);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('actionsFor', { name: product.name })}
        aria-haspopup="menu"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu {...PAGE_MENU_PROPS} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => onAdjust(product, 1))}>{t('addInventory')}</MenuItem>
        <MenuItem onClick={run(() => onAdjust(product, -1))} disabled={product.quantity <= 0}>
          {t('removeInventory')}
        </MenuItem>
        <MenuItem onClick={run(() => onEdit(product))}>{t('editProduct')}</MenuItem>
        <MenuItem onClick={run(onQuickEdit)}>{t('quickEdit')}</MenuItem>
        <MenuItem onClick={run(() => onDelete(product))}>{t('deleteProduct')}</MenuItem>
      </Menu>
    </>
  );
}
