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
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** P29: removals off, Prime-only for a student without Prime, or open. */
function removalOffer(settings: TSettingsView | null, hasPrime: boolean): TRemovalOffer {
  if (!settings?.songs.removals.enabled) return 'off';
  return settings.prime.enabled && settings.prime.songRemovalEnabled && !hasPrime ? 'primeLocked' : 'available';
}

/** /student/songs (seed 000 section 2): 'Songs for' the student, Buy a song, the switches and the Class Playlist. */
export function StudentSongsPage() {
  const t = useText(songsText);
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
        title={t('songsFor', { name: `${user.firstName} ${user.lastName}`.trim() }).trim()}
        subtitle={requestsOn ? t('requestCosts', { price: formatPoints(price) }) : undefined}
        actions={
          <>
            <JukeboxButtons />
            {requestsOn ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBuying(true)}>
                {t('buyTitle')}
              </Button>
            ) : null}
          </>
        }
      />
      <JukeboxNotSupported />
      {!requestsOn ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('requestsOff')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />}
          label={t('onlyMine')}
        />
        <FormControlLabel
          control={<Switch checked={onlyApproved} onChange={(event) => setOnlyApproved(event.target.checked)} />}
          label={t('onlyApproved')}
        />
      </Box>
      <Card>
        <Typography id="class-playlist-title" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('classPlaylist')}
        </Typography>
        {songs.isPending || songs.isError ? (
          <QueryStatus query={songs} loadingLabel={t('loadingSongs')} sx={{ p: 2 }} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={<LibraryMusicIcon />}
            title={t('noSongs')}
            description={requestsOn ? t('beFirst') : undefined}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<LibraryMusicIcon />}
            title={onlyMine ? (onlyApproved ? t('noneApproved') : t('noneRequested')) : t('noApproved')}
            description={t('turnOffSwitches')}
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
