import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { TProduct } from '../../../shared/store';
import { ZProductFields } from '../../../shared/store';
import { numberTextError } from '../../components/form/number-text';
import { ErrorList } from '../../components/ErrorList';
import { useUpdateProduct } from './queries';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

type TQuickFields = { cost: string; maxPurchaseQuantity: string; quantity: string };
type TStoreTextKey = Parameters<typeof storeManageText.t>[0];
/** Each field with its catalogue keys: its column's name, and the shorter label a phone shows. */
const FIELDS: { name: keyof TQuickFields; label: TStoreTextKey; short: TStoreTextKey }[] = [
  { name: 'cost', label: 'cost', short: 'cost' },
  { name: 'maxPurchaseQuantity', label: 'maxPurchaseQuantity', short: 'limitShort' },
  { name: 'quantity', label: 'onHandQuantity', short: 'onHand' },
];

function fieldError(name: keyof TQuickFields, value: string): string | null {
  return numberTextError(value, ZProductFields.shape[name]);
}

/** Quick edit (seed 001 section 2): cost and quantities changed in place on the table row. */
export function QuickEditRow({
  product,
  compact,
  onDone,
}: {
  product: TProduct;
  compact: boolean;
  onDone: () => void;
}) {
  const t = useText(storeManageText);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProduct();
  const [values, setValues] = useState<TQuickFields>({
    cost: String(product.cost),
    maxPurchaseQuantity: String(product.maxPurchaseQuantity),
    quantity: String(product.quantity),
  });
  const [touched, setTouched] = useState(false);
  const errors: Record<keyof TQuickFields, string | null> = {
    cost: fieldError('cost', values.cost),
    maxPurchaseQuantity: fieldError('maxPurchaseQuantity', values.maxPurchaseQuantity),
    quantity: fieldError('quantity', values.quantity),
  };
  const valid = FIELDS.every(({ name }) => errors[name] === null);

  const save = () => {
    setTouched(true);
    if (!valid || update.isPending) return;
    update.mutate(
      {
        slug: product.slug,
        product: {
          cost: Number(values.cost),
          maxPurchaseQuantity: Number(values.maxPurchaseQuantity),
          quantity: Number(values.quantity),
        },
      },
      {
        onSuccess: () => {
          enqueueSnackbar(storeManageText.t('productUpdated'), { variant: 'success' });
          onDone();
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onDone();
  };

  const field = ({ name, label, short }: (typeof FIELDS)[number]) => (
    <TextField
      size="small"
      label={compact ? t(short) : undefined}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      onKeyDown={onKeyDown}
      disabled={update.isPending}
      error={touched && errors[name] !== null}
      helperText={touched ? errors[name] : null}
      autoFocus={name === 'cost'}
      sx={{ width: compact ? '100%' : 96 }}
      slotProps={{
        htmlInput: {
          'aria-label': t('fieldOf', { field: t(label), name: product.name }),
          inputMode: 'numeric',
          style: compact ? undefined : { textAlign: 'right' },
        },
      }}
    />
  );
  const buttons = (
    <>
      <IconButton
        aria-label={t('saveQuickEdit')}
        size="small"
        color="primary"
        onClick={save}
        disabled={update.isPending}
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('cancelQuickEdit')} size="small" onClick={onDone} disabled={update.isPending}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  const name = (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {product.name}
    </Typography>
  );

  return (
    <>
      {compact ? (
        <TableRow selected>
          <TableCell colSpan={4}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              {name}
              <Box>{buttons}</Box>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
              {FIELDS.map((f) => (
                <Box key={f.name}>{field(f)}</Box>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      ) : (
        <TableRow selected>
          <TableCell component="th" scope="row">
            {name}
          </TableCell>
          {FIELDS.map((f) => (
            <TableCell key={f.name} align="right" sx={{ py: 0.5 }}>
              {field(f)}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {buttons}
          </TableCell>
        </TableRow>
      )}
      {update.error ? (
        <TableRow>
          <TableCell colSpan={compact ? 4 : 5}>
            <ErrorList error={update.error} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
