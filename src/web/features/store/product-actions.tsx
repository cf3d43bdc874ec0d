import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BoltIcon from '@mui/icons-material/Bolt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import type { TProduct } from '../../../shared/store';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

/** What a teacher can do to one product, from a table row or a grid tile. */
export type TProductActionHandlers = {
  onAdjust: (product: TProduct, delta: 1 | -1) => void;
  onEdit: (product: TProduct) => void;
  onDelete: (product: TProduct) => void;
};

function Action({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function RemoveInventoryButton({
  product,
  onAdjust,
}: { product: TProduct } & Pick<TProductActionHandlers, 'onAdjust'>) {
  const t = useText(storeManageText);
  return (
    <Action label={t('removeInventory')} onClick={() => onAdjust(product, -1)} disabled={product.quantity <= 0}>
      <RemoveCircleOutlineIcon fontSize="small" />
    </Action>
  );
}

export function AddInventoryButton({
  product,
  onAdjust,
}: { product: TProduct } & Pick<TProductActionHandlers, 'onAdjust'>) {
  const t = useText(storeManageText);
  return (
    <Action label={t('addInventory')} onClick={() => onAdjust(product, 1)}>
      <AddCircleOutlineIcon fontSize="small" />
    </Action>
  );
}

export function EditProductButton({ product, onEdit }: { product: TProduct } & Pick<TProductActionHandlers, 'onEdit'>) {
  const t = useText(storeManageText);
  return (
    <Action label={t('editProduct')} onClick={() => onEdit(product)}>
      <EditOutlinedIcon fontSize="small" />
    </Action>
  );
}

export function DeleteProductButton({
  product,
  onDelete,
}: { product: TProduct } & Pick<TProductActionHandlers, 'onDelete'>) {
  const t = useText(storeManageText);
  return (
    <Action label={t('deleteProduct')} onClick={() => onDelete(product)}>
      <DeleteOutlineIcon fontSize="small" />
    </Action>
  );
}

export function QuickEditButton({ onClick }: { onClick: () => void }) {
  const t = useText(storeManageText);
  return (
    <Action label={t('quickEdit')} onClick={onClick}>
      <BoltIcon fontSize="small" />
    </Action>
  );
}
