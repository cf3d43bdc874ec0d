import { parseCsv } from '../csv';
import { buildGradebook } from './build';
import { readCanvas } from './canvas';
import { readCcsd } from './ccsd';
import { readEvergreen } from './evergreen';
import { readGeneric } from './generic';
import { readLehi } from './lehi';
import { gradebookText } from './texts';
import type { TGradebookFormat, TGradebookParse, TTableRead } from './types';

/**
 * Gradebook CSV import (P24), pure and shared: the browser parses for the preview, and the result
 * becomes the body of `POST /api/scores/import`. Formats are described in docs/gradebook-formats.md.
 */

export { formatsForDistrict } from './formats';
export { GRADEBOOK_FORMAT_LABEL_KEY, GRADEBOOK_FORMATS } from './types';
export type { TGradebookFormat, TGradebookParse, TParsedAssignment, TParsedGradebook } from './types';

const READERS: Record<TGradebookFormat, (rows: readonly string[][]) => TTableRead> = {
  ccsd: readCcsd,
  evergreen: readEvergreen,
  lehi: readLehi,
  canvas: readCanvas,
  generic: readGeneric,
};

export function parseGradebook(format: TGradebookFormat, text: string): TGradebookParse {
  const csv = parseCsv(text);
  if (!csv.ok) return csv;
  if (csv.rows.length === 0) return { ok: false, error: gradebookText.t('emptyFile') };
  const read = READERS[format](csv.rows);
  return read.ok ? buildGradebook(read.table) : read;
}
