import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { useSignedInUser } from '../auth';
import { AccessRequestDialog } from './access-request-dialog';
import { useConnectSpotify, useDisconnectSpotify, useSpotifyStatus } from './queries';
import { jukeboxText } from './texts';

/**
 * The settings' Spotify part (seed 000 section 3): ask for access, connect, or 'Connected to
 * Spotify' with 'disconnect'. Without Spotify set up on the server it says what an admin must set,
 * instead of offering a button that would fail.
 */
export function SpotifyConnection() {
  const t = useText(jukeboxText);
  const music = useText(musicText);
  const user = useSignedInUser();
  const status = useSpotifyStatus();
  const connect = useConnectSpotify();
  const disconnect = useDisconnectSpotify();
  const [requesting, setRequesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const requested = user.settings?.jukebox.requested === true;

  if (!user.permissions.jukebox) {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('needsAdmin')}
        </Typography>
        <Button variant="outlined" disabled={requested} onClick={() => setRequesting(true)}>
          {requested ? music('requestSent') : t('requestAccessTitle')}
        </Button>
        <AccessRequestDialog
          open={requesting}
          onClose={() => setRequesting(false)}
          defaultName={`${user.firstName} ${user.lastName}`.trim()}
        />
      </Box>
    );
  }
  const spotify = status.data;
  if (!spotify) return <QueryStatus query={status} loadingLabel={t('checkingSpotify')} />;
  if (!spotify.configured) {
    return (
      <Alert severity="info" variant="outlined">
        {t('cannotConnect', { reason: spotify.reason ?? '' })}
      </Alert>
    );
  }
  if (!spotify.connected) {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button
          variant="contained"
          startIcon={<LinkIcon />}
          disabled={connect.isPending}
          onClick={() => connect.mutate()}
        >
          {connect.isPending ? t('openingSpotify') : t('connectToSpotify')}
        </Button>
        <ErrorList error={connect.error} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="contained" color="success" startIcon={<CheckCircleIcon />} aria-disabled="true" tabIndex={-1}>
          {t('connectedToSpotify')}
        </Button>
        <Link component="button" type="button" onClick={() => setConfirming(true)}>
          {t('disconnectLink')}
        </Link>
      </Box>
      {spotify.account ? (
        <Typography variant="body2" color="text.secondary">
          {t('spotifyAccount', { name: spotify.account.displayName })}
        </Typography>
      ) : null}
      {spotify.account && spotify.account.product !== 'premium' ? (
        <Alert severity="warning" variant="outlined">
          {t('notPremium')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('disconnectTitle')}
        confirmLabel={t('disconnect')}
        busyLabel={t('disconnecting')}
        busy={disconnect.isPending}
        error={disconnect.error}
        destructive
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t('disconnectExplain')}
      </ConfirmDialog>
    </Box>
  );
}
