import Box from '@mui/material/Box';
import { PhoneDialog } from '../../components/PhoneDialog';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import type { TProduct } from '../../../shared/store';
import { FormDialogFrame } from '../../components/FormDialog';
import { useFormDraft } from '../auth';
import { TextInputField } from '../../components/form/TextInputField';
import { useRetainedValue } from '../../components/use-retained-value';
import { PhotoPreview } from './photo-preview';
import { EMPTY_PRODUCT_FORM, ZProductForm, productFormValues } from './product-form';
import type { TProductFormInput, TProductFormValues } from './product-form';
import { useAddProduct, useUpdateProduct } from './queries';

export type TProductDialogTarget = { mode: 'add' } | { mode: 'edit'; product: TProduct };

type TProductDialogProps = { target: TProductDialogTarget | null; onClose: () => void };

/** 'Add product' / 'Edit product' (seed 001 sections 2 and 5). */
export function ProductDialog({ target, onClose }: TProductDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(target);
  return (
    <PhoneDialog open={target !== null} onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      {shown.value ? <ProductForm key={shown.key} target={shown.value} titleId={titleId} onClose={onClose} /> : null}
    </PhoneDialog>
  );
}

function ProductForm({
  target,
  titleId,
  onClose,
}: {
  target: TProductDialogTarget;
  titleId: string;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const editing = target.mode === 'edit';
  const mutation = editing ? update : add;
  const busy = mutation.isPending;

  const form = useForm<TProductFormInput, unknown, TProductFormValues>({
    resolver: zodResolver(ZProductForm),
    defaultValues: editing ? productFormValues(target.product) : EMPTY_PRODUCT_FORM,
  });
  const { control, handleSubmit } = form;
  useFormDraft(target.mode === 'edit' ? `product:${target.product.slug}` : 'product:new', form);
  const photoUrl = useWatch({ control, name: 'photoUrl' });

  const onSubmit = handleSubmit((product) => {
    if (target.mode === 'edit') {
      update.mutate(
        { slug: target.product.slug, product },
        {
          onSuccess: () => {
            enqueueSnackbar('Product updated', { variant: 'success' });
            onClose();
          },
        },
      );
      return;
    }
    add.mutate(product, {
      onSuccess: () => {
        enqueueSnackbar('Product added', { variant: 'success' });
        onClose();
      },
    });
  });

  return (
    <FormDialogFrame
      titleId={titleId}
      title={editing ? 'Edit product' : 'Add product'}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={editing ? 'Update' : 'Add'}
      submittingLabel={editing ? 'Updating...' : 'Adding...'}
      submitting={busy}
      error={mutation.error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextInputField
          control={control}
          name="name"
          label="Product Name"
          maxLength={LIMITS.name}
          showCounter
          disabled={busy}
          autoFocus
        />
        <TextInputField
          control={control}
          name="description"
          label="Product Description"
          maxLength={LIMITS.description}
          showCounter
          disabled={busy}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TextInputField
              control={control}
              name="photoUrl"
              label="Photo Url"
              disabled={busy}
              inputMode="text"
              helperText="A link to an image; Google Drive links work too"
            />
          </Box>
          <PhotoPreview url={photoUrl} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextInputField control={control} name="cost" label="Cost" inputMode="numeric" disabled={busy} />
          <TextInputField control={control} name="quantity" label="Quantity" inputMode="numeric" disabled={busy} />
          <TextInputField
            control={control}
            name="maxPurchaseQuantity"
            label="Max purchase quantity"
            inputMode="numeric"
            helperText="0 means no limit"
            disabled={busy}
          />
        </Box>
      </Stack>
    </FormDialogFrame>
  );
}
