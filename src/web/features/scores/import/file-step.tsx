import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GRADEBOOK_FORMAT_LABEL_KEY } from '../../../../shared/gradebook/formats';
import type { ReactNode } from 'react';
import type { TGradebookFormat } from '../../../../shared/gradebook';
import { csvText } from '../../../../shared/csv-texts/texts';
import { gradebookText } from '../../../../shared/gradebook/texts';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

const DISTRICT_FORMATS: readonly TGradebookFormat[] = ['ccsd', 'evergreen', 'lehi'];

type TFileStepProps = {
  formats: TGradebookFormat[];
  format: TGradebookFormat;
  onFormat: (format: TGradebookFormat) => void;
  districtChosen: boolean;
  /** Why the file could not be read with the chosen format, or why it was refused. */
  problem: string | null;
  dropZone: ReactNode;
};

/** Step 1 of the import (P24): the format, the file, and what went wrong reading it. */
export function FileStep({ formats, format, onFormat, districtChosen, problem, dropZone }: TFileStepProps) {
  const t = useText(scoresText);
  // The formats' names, and the file's problems and warnings, which the reader writes in the page's language.
  const gradebookWords = useText(gradebookText);
  useText(csvText);
  const districtParserFailed = problem !== null && DISTRICT_FORMATS.includes(format);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!districtChosen ? <Alert severity="info">{t('districtHint')}</Alert> : null}
      <TextField
        select
        label={t('gradebookFormat')}
        value={format}
        onChange={(event) => onFormat(event.target.value as TGradebookFormat)}
        size="small"
        fullWidth
      >
        {formats.map((f) => (
          <MenuItem key={f} value={f}>
            {gradebookWords(GRADEBOOK_FORMAT_LABEL_KEY[f])}
          </MenuItem>
        ))}
      </TextField>
      {dropZone}
      {problem !== null && districtParserFailed ? (
        <Alert severity="error">
          <AlertTitle>{t('parserUnavailable')}</AlertTitle>
          {problem}
          <Box sx={{ mt: 1 }}>{t('parserMeanwhile')}</Box>
        </Alert>
      ) : null}
      {problem !== null && !districtParserFailed ? (
        <Alert severity="error">
          {problem}
          {problem === t('typeRefused') || problem === t('typeRefusedOneAtATime') ? null : (
            <Box sx={{ mt: 1 }}>{t('checkFormat')}</Box>
          )}
        </Alert>
      ) : null}
    </Box>
  );
}
