import type { TSchoolDistrict } from '../settings';
import type { TGradebookFormat } from './types';

/**
 * What the import dialog needs before a file is chosen. It imports no CSV reader, so the page
 * loads without papaparse; the reader (`parseGradebook` in index.ts) arrives with the first file.
 */

export { GRADEBOOK_FORMAT_LABEL_KEY } from './types';

/** The formats the import dialog offers: the teacher's district format first (when not 'none'), then canvas and generic (P24). */
export function formatsForDistrict(district: TSchoolDistrict): TGradebookFormat[] {
  return district === 'none' ? ['canvas', 'generic'] : [district, 'canvas', 'generic'];
}
