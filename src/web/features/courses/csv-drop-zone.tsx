import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setRefusal('Drop one file at a time');
      return;
    }
    const file = files[0];
    if (!file || !isAcceptedCsvFile(file)) {
      setRefusal('File type not accepted');
      return;
    }
    setRefusal(null);
    onFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const message = refusal ?? (dragging ? 'Drop to read the file' : 'Drop .csv file here');
  return (
    <Box
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        border: 2,
        borderStyle: 'dashed',
        borderColor: refusal ? 'error.main' : dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
        px: 2,
        py: compact ? 1.5 : { xs: 3, sm: 4 },
        textAlign: 'center',
        display: compact ? 'flex' : 'block',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 1.5,
        transition: theme.transitions.create(['border-color', 'background-color']),
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
        or
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-label={label}
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size={compact ? 'small' : 'medium'}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
      >
        {compact ? 'Choose another file' : 'Choose a file'}
      </Button>
    </Box>
  );
}
