import FolderZipIcon from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dropZoneFrame, useFileDrop } from '../../components/use-file-drop';
import { formatNumber } from '../../components/format';
import { ROSTER_LIMITS } from '../../../shared/rosters';

const MAX_MB = formatNumber(ROSTER_LIMITS.uploadBytes / (1024 * 1024));

/** A .zip by its name or its type (Windows browsers call it application/x-zip-compressed). */
function isZip(file: File): boolean {
  return (
    file.name.toLowerCase().endsWith('.zip') || ['application/zip', 'application/x-zip-compressed'].includes(file.type)
  );
}

type TZipDropZoneProps = {
  fileName: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
};

/** The roster's zip, dropped or chosen; anything else is refused here, before it is sent. */
export function ZipDropZone({ fileName, disabled, onFile }: TZipDropZoneProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const file = files[0];
    if (files.length > 1 || !file) return setRefusal('Drop one file at a time: the roster’s .zip.');
    if (!isZip(file)) return setRefusal(`${file.name} is not a .zip file. Choose the roster’s .zip export.`);
    if (file.size > ROSTER_LIMITS.uploadBytes) {
      return setRefusal(`${file.name} is larger than ${MAX_MB} MB, more than a roster’s zip holds.`);
    }
    setRefusal(null);
    onFile(file);
  };

  const drop = useFileDrop(disabled, take);

  return (
    <Box
      {...drop.zoneProps}
      sx={(theme) => ({
        ...dropZoneFrame(theme, { dragging: drop.dragging, refused: refusal !== null }),
        px: 2,
        py: { xs: 3, sm: 4 },
      })}
    >
      <FolderZipIcon color={fileName ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
        {fileName ?? 'Drop the roster’s .zip here'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {fileName ? 'Drop another file to replace it' : `or choose it from your computer (at most ${MAX_MB} MB)`}
      </Typography>
      <Button variant="outlined" disabled={disabled} onClick={drop.choose}>
        {fileName ? 'Choose another roster' : 'Choose roster'}
      </Button>
      <input {...drop.inputProps} aria-label="Roster file" accept=".zip,application/zip,application/x-zip-compressed" />
      {refusal ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
          {refusal}
        </Typography>
      ) : null}
    </Box>
  );
}
