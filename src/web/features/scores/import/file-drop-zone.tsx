import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dropZoneFrame, useFileDrop } from '../../../components/use-file-drop';
import { isAcceptedFile } from './import-payload';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TFileDropZoneProps = {
  fileName: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
};

/** Seed 001 section 5: one csv or plain-text file at a time, dropped or chosen. */
export function FileDropZone({ fileName, disabled, onFile, onReject }: TFileDropZoneProps) {
  const t = useText(scoresText);
  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const file = files[0];
    if (files.length > 1 || !file || !isAcceptedFile(file)) {
      onReject(files.length > 1 ? scoresText.t('typeRefusedOneAtATime') : scoresText.t('typeRefused'));
      return;
    }
    onFile(file);
  };

  const drop = useFileDrop(Boolean(disabled), take);

  return (
    <Box
      {...drop.zoneProps}
      sx={(theme) => ({ ...dropZoneFrame(theme, { dragging: drop.dragging, refused: false }), p: { xs: 2, sm: 4 } })}
    >
      {fileName ? (
        <InsertDriveFileIcon color="primary" sx={{ fontSize: 40 }} />
      ) : (
        <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
      )}
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{fileName ?? t('dropHere')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {fileName ? t('dropAnother') : t('orChoose')}
      </Typography>
      <Button variant="outlined" disabled={disabled} onClick={drop.choose}>
        {fileName ? t('chooseAnother') : t('chooseFile')}
      </Button>
      <input {...drop.inputProps} aria-label={t('gradebookFile')} accept=".csv,.txt,text/csv,text/plain" />
    </Box>
  );
}
