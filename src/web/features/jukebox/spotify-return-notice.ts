import { useSnackbar } from '../../components/use-snackbar';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SPOTIFY_RETURN, type TSpotifyReturn } from '../../../shared/jukebox';

const NOTICE: Record<TSpotifyReturn, { text: string; variant: 'success' | 'info' | 'error' }> = {
  connected: { text: 'Connected to Spotify', variant: 'success' },
  denied: { text: 'Spotify connection was cancelled', variant: 'info' },
  failed: {
    text: "Spotify couldn't connect your account. Try again; if it keeps failing, ask your administrator to check the Spotify app's settings.",
    variant: 'error',
  },
  otherBrowser: {
    text: 'Spotify sent you back to a different browser from the one where Connect was pressed, so nothing was connected. Press Connect to Spotify again in the browser you use Classmint in.',
    variant: 'error',
  },
};

/** On the settings page after Spotify sent the teacher back: says how it went, then tidies the address. */
export function useSpotifyReturnNotice() {
  const [params, setParams] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const outcome = params.get(SPOTIFY_RETURN.param);
  // Said once, though the effect may run again before the address is tidied.
  const said = useRef(false);
  useEffect(() => {
    if (!outcome || said.current) return;
    said.current = true;
    const notice = NOTICE[outcome as TSpotifyReturn] ?? NOTICE.failed;
    enqueueSnackbar(notice.text, { variant: notice.variant });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SPOTIFY_RETURN.param);
        return next;
      },
      { replace: true },
    );
  }, [outcome, enqueueSnackbar, setParams]);
}
