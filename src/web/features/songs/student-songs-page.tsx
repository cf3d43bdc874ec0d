import AddIcon from '@mui/icons-material/Add';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { songRequestPrice } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import type { TSettingsView } from '../../../shared/settings';
import type { TSong } from '../../../shared/songs';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { JukeboxButtons, JukeboxNotSupported } from '../jukebox';
import { BuySongDialog } from './buy-song-dialog';
import { ClassPlaylistTable, type TRemovalOffer } from './class-playlist-table';
import { useStudentSongs } from './queries';
import { RequestRemovalDialog } from './request-removal-dialog';

/** P29: removals off, Prime-only for a student without Prime, or open. */
function removalOffer(settings: TSettingsView | null, hasPrime: boolean): TRemovalOffer {
  if (!settings?.songs.removals.enabled) return 'off';
  return settings.prime.enabled && settings.prime.songRemovalEnabled && !hasPrime ? 'primeLocked' : 'available';
}

/** /student/songs (seed 000 section 2): 'Songs for' the student, Buy a song, the switches and the Class Playlist. */
export function StudentSongsPage() {
  const user = useSignedInUser();
  const settings = user.settings;
  const songs = useStudentSongs();
  const [buying, setBuying] = useState(false);
  const [removing, setRemoving] = useState<TSong | null>(null);
  const [onlyMine, setOnlyMine] = useState(true);
  const [onlyApproved, setOnlyApproved] = useState(false);

  const requestsOn = settings?.songs.requests.enabled === true;
  const fullPrice = settings?.songs.requests.purchaseAmount ?? 0;
  const price = settings ? songRequestPrice(settings, user.hasPrime) : 0;
  const removal = removalOffer(settings, user.hasPrime);
  const removalPrice = settings?.songs.removals.purchaseAmount ?? 0;

  const all = songs.data ?? [];
  const shown = all.filter((song) => (!onlyMine || song.mine) && (!onlyApproved || song.status === 'approved'));

  return (
    <>
      <PageHeader
        title={`Songs for ${user.firstName} ${user.lastName}`.trim()}
        subtitle={requestsOn ? `A song request costs ${formatPoints(price)}` : undefined}
        actions={
          <>
            <JukeboxButtons />
            {requestsOn ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuying(true)}>
                Buy a song
              </Button>
            ) : null}
          </>
        }
      />
      <JukeboxNotSupported />
      {!requestsOn ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Song requests are turned off in your class right now. Ask your teacher if you would like to request a song.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />}
          label="Show only my songs"
        />
        <FormControlLabel
          control={<Switch checked={onlyApproved} onChange={(event) => setOnlyApproved(event.target.checked)} />}
          label="Show approved songs only"
        />
      </Box>
      <Card>
        <Typography id="class-playlist-title" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          Class Playlist
        </Typography>
        {songs.isPending || songs.isError ? (
          <QueryStatus query={songs} loadingLabel="Loading songs..." sx={{ p: 2 }} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={<LibraryMusicIcon />}
            title="No songs have been added to this class playlist"
            description={requestsOn ? 'Be the first: press Buy a song.' : undefined}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<LibraryMusicIcon />}
            title={
              onlyMine
                ? onlyApproved
                  ? 'None of your songs has been approved yet'
                  : 'You have not requested a song yet'
                : 'No approved songs yet'
            }
            description="Turn off the switches above to see every song of the class playlist."
          />
        ) : (
          <ClassPlaylistTable
            songs={shown}
            labelledBy="class-playlist-title"
            removal={removal}
            provider={settings?.songs.apps.provider ?? ''}
            onRequestRemoval={setRemoving}
          />
        )}
      </Card>
      <BuySongDialog open={buying} onClose={() => setBuying(false)} price={price} fullPrice={fullPrice} />
      <RequestRemovalDialog song={removing} price={removalPrice} onClose={() => setRemoving(null)} />
    </>
  );
}
