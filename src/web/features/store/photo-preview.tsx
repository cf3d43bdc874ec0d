import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zPhotoUrl } from '../../../shared/store';
import { ProductPhoto } from './product-photo';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

const photoRule = zPhotoUrl();

/** The product dialog's image preview: what students will see, once the address is a valid url. */
export function PhotoPreview({ url }: { url: string }) {
  const t = useText(storeManageText);
  const valid = photoRule.safeParse(url).success;
  return (
    <Box sx={{ flexShrink: 0, width: 88, textAlign: 'center' }}>
      <ProductPhoto
        url={valid ? url : ''}
        alt={t('photoPreview')}
        sx={{ width: 88, height: 88, borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('preview')}
      </Typography>
    </Box>
  );
}
