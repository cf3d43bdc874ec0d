import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

/** Fills the projector with the board (the browser's full screen), and back; absent where not allowed. */
export function FullScreenButton() {
  const t = useText(kioskBoardText);
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <Button
      variant="outlined"
      startIcon={full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      onClick={() =>
        (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)
      }
    >
      {full ? t('exitFullScreen') : t('fullScreen')}
    </Button>
  );
}
