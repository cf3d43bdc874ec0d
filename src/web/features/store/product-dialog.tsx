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
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

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
  const t = useText(storeManageText);
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
            enqueueSnackbar(storeManageText.t('productUpdated'), { variant: 'success' });
            onClose();
          },
        },
      );
      return;
    }
    add.mutate(product, {
      onSuccess: () => {
        enqueueSnackbar(storeManageText.t('productAdded'), { variant: 'success' });
        onClose();
      },
    });
  });

  return (
    <FormDialogFrame
      titleId={titleId}
      title={editing ? t('editProduct') : t('addProduct')}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={editing ? t('update') : t('add')}
      submittingLabel={editing ? t('updating') : t('adding')}
      submitting={busy}
      error={mutation.error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextInputField
          control={control}
          name="name"
          label={t('productName')}
          maxLength={LIMITS.name}
          showCounter
          disabled={busy}
          autoFocus
        />
        <TextInputField
          control={control}
          name="description"
          label={t('productDescription')}
          maxLength={LIMITS.description}
          showCounter
          disabled={busy}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TextInputField
              control={control}
              name="photoUrl"
              label={t('photoUrl')}
              disabled={busy}
              inputMode="text"
              helperText={t('photoUrlHelp')}
            />
          </Box>
          <PhotoPreview url={photoUrl} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextInputField control={control} name="cost" label={t('cost')} inputMode="numeric" disabled={busy} />
          <TextInputField control={control} name="quantity" label={t('quantity')} inputMode="numeric" disabled={busy} />
          <TextInputField
            control={control}
            name="maxPurchaseQuantity"
            label={t('maxPurchaseQuantityField')}
            inputMode="numeric"
            helperText={t('zeroMeansNoLimit')}
            disabled={busy}
          />
        </Box>
      </Stack>
    </FormDialogFrame>
  );
}
