import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { JUKEBOX_TEXT } from '../../../shared/jukebox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { AccessRequestDialog } from './access-request-dialog';
import { useConnectSpotify, useDisconnectSpotify, useSpotifyStatus } from './queries';

/**
 * The settings' Spotify part (seed 000 section 3): ask for access, connect, or 'Connected to
 * Spotify' with 'disconnect'. Without Spotify set up on the server it says what an admin must set,
 * instead of offering a button that would fail.
 */
export function SpotifyConnection() {
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
          The jukebox needs your administrator to turn it on for your account. A response usually takes 24 to 48 hours.
        </Typography>
        <Button variant="outlined" disabled={requested} onClick={() => setRequesting(true)}>
          {requested ? JUKEBOX_TEXT.requestSent : 'Request jukebox access'}
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
  if (!spotify) return <QueryStatus query={status} loadingLabel="Checking Spotify..." />;
  if (!spotify.configured) {
    return (
      <Alert severity="info" variant="outlined">
        The jukebox can&apos;t connect to Spotify on this server yet. {spotify.reason}
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
          {connect.isPending ? 'Opening Spotify...' : 'Connect to Spotify'}
        </Button>
        <ErrorList error={connect.error} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="contained" color="success" startIcon={<CheckCircleIcon />} aria-disabled="true" tabIndex={-1}>
          Connected to Spotify
        </Button>
        <Link component="button" type="button" onClick={() => setConfirming(true)}>
          disconnect
        </Link>
      </Box>
      {spotify.account ? (
        <Typography variant="body2" color="text.secondary">
          Spotify account: {spotify.account.displayName}
        </Typography>
      ) : null}
      {spotify.account && spotify.account.product !== 'premium' ? (
        <Alert severity="warning" variant="outlined">
          This Spotify account isn&apos;t Premium. Spotify lets only Premium accounts add to the queue or skip songs.
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Disconnect Spotify?"
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        error={disconnect.error}
        destructive
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        Students won&apos;t be able to use the jukebox until you connect again. Your playlists stay in Spotify.
      </ConfirmDialog>
    </Box>
  );
}
