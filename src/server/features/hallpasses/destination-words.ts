import { DEFAULT_DESTINATION } from '../../../shared/hallpasses';
import { hallText } from '../../../shared/hall-texts/texts';
import { storedText, type TStoredValue } from '../../i18n/stored-text';

/**
 * A pass's destination as a stored message's value: the default one (a teacher who lists none,
 * stored as `restroom`) is the catalogue's word, read in each reader's language ("baño"); a
 * teacher's own destination is their name for it, shown as they wrote it (Spanish review 1.1).
 */
export function destinationWords(name: string): TStoredValue {
  return name === DEFAULT_DESTINATION ? storedText(hallText, 'defaultDestination') : name;
}
