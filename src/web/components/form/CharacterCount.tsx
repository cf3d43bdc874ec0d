import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { useText } from '../../i18n/use-text';
import { componentsText } from '../texts';

/**
 * A text field's helper line with how many characters are used, "12/140". The field's
 * description is what a screen reader reads again whenever it changes, so the count that changes
 * on every key is only drawn; the reader hears the limit once, in words that stay the same.
 */
export function CharacterCount({ message, length, max }: { message?: ReactNode; length: number; max: number }) {
  const t = useText(componentsText);
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>
        {message}
        <VisuallyHidden>{message ? t('upToCharactersAfter', { max }) : t('upToCharacters', { max })}</VisuallyHidden>
      </span>
      <Box component="span" aria-hidden sx={{ flexShrink: 0 }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
