import FolderZipIcon from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dropZoneFrame, useFileDrop } from '../../components/use-file-drop';
import { formatNumber } from '../../components/format';
import { ROSTER_LIMITS } from '../../../shared/rosters';
import { useText } from '../../i18n/use-text';
import { rostersText } from './texts';

/** The largest zip, in MB, written in the reader's way. */
const maxMb = () => formatNumber(ROSTER_LIMITS.uploadBytes / (1024 * 1024));

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
  const t = useText(rostersText);
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const file = files[0];
    if (files.length > 1 || !file) return setRefusal(rostersText.t('oneFile'));
    if (!isZip(file)) return setRefusal(rostersText.t('notZip', { file: file.name }));
    if (file.size > ROSTER_LIMITS.uploadBytes) {
      return setRefusal(rostersText.t('tooLarge', { file: file.name, max: maxMb() }));
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
      <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{fileName ?? t('dropHere')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {fileName ? t('dropAnother') : t('orChoose', { max: maxMb() })}
      </Typography>
      <Button variant="outlined" disabled={disabled} onClick={drop.choose}>
        {fileName ? t('chooseAnother') : t('choose')}
      </Button>
      <input
        {...drop.inputProps}
        aria-label={t('rosterFile')}
        accept=".zip,application/zip,application/x-zip-compressed"
      />
      {refusal ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
          {refusal}
        </Typography>
      ) : null}
    </Box>
  );
}
