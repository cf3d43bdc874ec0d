import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { driveThumbnailUrl } from '../../../shared/drive-thumbnail';
import { useText } from '../../i18n/use-text';
import { storeText } from './texts';

type TProductPhotoProps = {
  url: string;
  alt: string;
  sx?: SxProps<Theme>;
};

/**
 * P17: the browser shows the photo straight from its address (a Google Drive link as its
 * thumbnail); the server never fetches it. A photo that can't load leaves a quiet placeholder.
 */
export function ProductPhoto({ url, alt, sx }: TProductPhotoProps) {
  const t = useText(storeText);
  const src = url.trim() === '' ? '' : driveThumbnailUrl(url.trim());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;
  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {failed ? (
        <ImageNotSupportedOutlinedIcon
          sx={{ color: 'text.disabled', fontSize: 40 }}
          titleAccess={t('noPhoto', { name: alt })}
        />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
