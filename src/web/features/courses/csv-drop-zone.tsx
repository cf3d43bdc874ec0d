import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dropZoneFrame, useFileDrop } from '../../components/use-file-drop';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

/** Seed 001 section 5: csv or plain text only (Windows may report a .csv as vnd.ms-excel: the name decides). */
const ACCEPTED_TYPES = ['text/csv', 'text/plain', 'application/csv'];

export function isAcceptedCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv') || ACCEPTED_TYPES.includes(file.type);
}

type TCsvDropZoneProps = {
  /** Accessible name of the file input, e.g. 'Student file'. */
  label: string;
  disabled?: boolean;
  /** A slimmer zone once a file has been read, so what was read gets the room. */
  compact?: boolean;
  onFile: (file: File) => void;
};

/** One .csv or text file, dropped or chosen. Other files read 'File type not accepted'. */
export function CsvDropZone({ label, disabled = false, compact = false, onFile }: TCsvDropZoneProps) {
  const t = useText(coursesText);
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setRefusal(coursesText.t('dropOne'));
      return;
    }
    const file = files[0];
    if (!file || !isAcceptedCsvFile(file)) {
      setRefusal(coursesText.t('notAccepted'));
      return;
    }
    setRefusal(null);
    onFile(file);
  };

  const drop = useFileDrop(disabled, take);

  const message = refusal ?? (drop.dragging ? t('dropToRead') : t('dropHere'));
  return (
    <Box
      {...drop.zoneProps}
      sx={(theme) => ({
        ...dropZoneFrame(theme, { dragging: drop.dragging, refused: refusal !== null }),
        px: 2,
        py: compact ? 1.5 : { xs: 3, sm: 4 },
        display: compact ? 'flex' : 'block',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 1.5,
        opacity: disabled ? 0.6 : 1,
      })}
    >
      {compact ? null : (
        <UploadFileIcon sx={{ fontSize: 40, color: refusal ? 'error.main' : 'text.secondary' }} aria-hidden="true" />
      )}
      <Typography
        role={refusal ? 'alert' : undefined}
        color={refusal ? 'error' : 'text.primary'}
        sx={{ fontWeight: 600, mt: compact ? 0 : 1 }}
      >
        {message}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: compact ? 0 : 1.5 }}>
        {t('or')}
      </Typography>
      <input {...drop.inputProps} accept=".csv,text/csv,text/plain" aria-label={label} disabled={disabled} />
      <Button variant="outlined" size={compact ? 'small' : 'medium'} onClick={drop.choose} disabled={disabled}>
        {compact ? t('chooseAnother') : t('chooseFile')}
      </Button>
    </Box>
  );
}
