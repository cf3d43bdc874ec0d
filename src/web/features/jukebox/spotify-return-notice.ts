import { useSnackbar } from '../../components/use-snackbar';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SPOTIFY_RETURN, type TSpotifyReturn } from '../../../shared/jukebox';
import type en from './locales/en';
import { useText } from '../../i18n/use-text';
import { jukeboxText } from './texts';

// Keys, not texts: the notice is read in the page's language at the moment it is said.
const NOTICE: Record<TSpotifyReturn, { text: keyof typeof en; variant: 'success' | 'info' | 'error' }> = {
  connected: { text: 'returnConnected', variant: 'success' },
  denied: { text: 'returnDenied', variant: 'info' },
  failed: { text: 'returnFailed', variant: 'error' },
  otherBrowser: { text: 'returnOtherBrowser', variant: 'error' },
};

/** On the settings page after Spotify sent the teacher back: says how it went, then tidies the address. */
export function useSpotifyReturnNotice() {
  // Waits for the catalogue's translation, so the notice is never said in English to a Spanish reader.
  const t = useText(jukeboxText);
  const [params, setParams] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const outcome = params.get(SPOTIFY_RETURN.param);
  // Said once, though the effect may run again before the address is tidied.
  const said = useRef(false);
  useEffect(() => {
    if (!outcome || said.current) return;
    said.current = true;
    const notice = NOTICE[outcome as TSpotifyReturn] ?? NOTICE.failed;
    enqueueSnackbar(t(notice.text), { variant: notice.variant });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SPOTIFY_RETURN.param);
        return next;
      },
      { replace: true },
    );
  }, [outcome, enqueueSnackbar, setParams, t]);
}
