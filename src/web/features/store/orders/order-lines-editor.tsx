import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TProduct } from '../../../../shared/store';
import { formatPoints } from '../../../../shared/scoring';
import { AddProductPicker } from './add-product-picker';
import { newLine, parseQuantity } from './order-lines';
import type { TEditableLine } from './order-lines';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TOrderLinesEditorProps = {
  lines: TEditableLine[];
  onChange: (lines: TEditableLine[]) => void;
  /** The products that may be added; those already on the order are left out. */
  products: readonly TProduct[];
  emptyText: string;
  disabled?: boolean;
};

/** Products with quantities that can be changed, removed or added to (seed 001 section 4). */
export function OrderLinesEditor({ lines, onChange, products, emptyText, disabled }: TOrderLinesEditorProps) {
  const t = useText(ordersText);
  const setQuantity = (productId: string, quantity: string) =>
    onChange(lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  const remove = (productId: string) => onChange(lines.filter((line) => line.productId !== productId));
  const addable = products.filter((p) => !lines.some((line) => line.productId === p._id));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {lines.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('productsOnOrder')}>
          {lines.map((line) => (
            <LineRow
              key={line.productId}
              line={line}
              disabled={disabled}
              onQuantity={(q) => setQuantity(line.productId, q)}
              onRemove={() => remove(line.productId)}
            />
          ))}
        </List>
      )}
      <AddProductPicker
        products={addable}
        disabled={disabled}
        onPick={(product) => onChange([...lines, newLine(product)])}
      />
    </Box>
  );
}

type TLineRowProps = {
  line: TEditableLine;
  disabled?: boolean;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
};

function LineRow({ line, disabled, onQuantity, onRemove }: TLineRowProps) {
  const t = useText(ordersText);
  const quantity = parseQuantity(line);
  const invalid = quantity === null;
  return (
    <ListItem
      disableGutters
      divider
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 1 }}
    >
      <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 160px' }, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {line.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('each', { cost: formatPoints(line.cost) })}
        </Typography>
      </Box>
      <TextField
        label={t('quantity')}
        value={line.quantity}
        onChange={(event) => onQuantity(event.target.value)}
        disabled={disabled}
        size="small"
        type="number"
        error={invalid}
        helperText={invalid ? (line.max > 0 ? t('oneTo', { max: line.max }) : t('noneLeft')) : undefined}
        sx={{ width: 96 }}
        slotProps={{
          htmlInput: {
            min: 1,
            max: line.max,
            step: 1,
            inputMode: 'numeric',
            'aria-label': t('quantityOf', { name: line.name }),
          },
        }}
      />
      <Typography
        variant="body2"
        sx={{ ml: 'auto', minWidth: 88, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPoints(line.cost * (quantity ?? 0))}
      </Typography>
      <IconButton aria-label={t('removeLine', { name: line.name })} onClick={onRemove} disabled={disabled} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}
