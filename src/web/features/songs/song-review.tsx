import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import { LIMITS } from '../../../shared/messages';
import { formatPoints } from '../../../shared/scoring';
import { bestGuessCondition, type TPlaylistRemoval, type TSong } from '../../../shared/songs';
import { ErrorList } from '../../components/ErrorList';
import { CharacterCount } from '../../components/form/CharacterCount';
import { formatDateTime } from '../../components/format';
import { useActingCourse } from '../../api/acting-course';
import { useSignedInUser } from '../auth';
import { PlaylistMatchPicker, type TPlaylistMatch, useAddToPlaylist } from '../jukebox';
import { useUpdateSong } from './queries';
import { musicText } from '../../../shared/music/texts';
import {
  OTHER,
  savedMessage,
  STATUS_OF_ACTION,
  type TSongAction,
  actionsFor,
  descriptionsFor,
  statusDescriptionOf,
} from './song-decision';
import { SongSearchLinks } from './song-search-links';
import { SongStatusChip } from './song-status-chip';
import { RequesterName, periodTitle } from './song-requester';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

type TSongReviewProps = {
  song: TSong;
  /** Moves to the next pending song; this one stays set aside for the session. */
  onNext: () => void;
  /** What removing the song did to the course's Spotify playlist, when it was on one. */
  onSpotify: (result: TPlaylistRemoval) => void;
};

/** One pending song in the queue (seed 001 section 4): the teacher's decision, then Save & Continue. */
export function SongReview({ song, onNext, onSpotify }: TSongReviewProps) {
  const t = useText(songsText);
  useText(musicText); // the conditions and reasons offered
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSignedInUser().settings;
  const acting = useActingCourse();
  const update = useUpdateSong();
  const [action, setAction] = useState<TSongAction | null>(null);
  const [choice, setChoice] = useState('');
  const [otherText, setOtherText] = useState('');
  const [match, setMatch] = useState<TPlaylistMatch | null>(null);
  // Set once Spotify took the track, so saving again after a refused decision doesn't add it twice.
  const [addedUri, setAddedUri] = useState<string | null>(null);
  const addToPlaylist = useAddToPlaylist();
  const decisionId = useId();
  const descriptionId = useId();

  const descriptions = descriptionsFor(action);
  const statusDescription = descriptions ? statusDescriptionOf(choice, otherText) : '';
  const busy = update.isPending || addToPlaylist.isPending;
  const canSave = action !== null && statusDescription !== null && !busy;
  const requester = song.student.firstName;
  // As the server decides it: the requester's refund is paid only while removals are on (P29).
  const refundAmount = settings?.songs.removals.enabled ? settings.songs.removals.refundAmount : 0;

  const label: Record<TSongAction, string> = {
    approve: t('approve'),
    reject: t('rejectLabel', { name: requester }),
    remove:
      refundAmount > 0
        ? t('removeRefund', { name: requester, points: formatPoints(refundAmount) })
        : t('removeFromPlaylist'),
    keep: t('keepLabel'),
  };

  // The answer takes the song out of the queue, which unmounts this review: mutate's own callbacks
  // would not run then, so the promise carries the rest.
  const save = async () => {
    if (action === null || statusDescription === null) return;
    // The track first: if Spotify refuses it, nothing is decided yet and the teacher can choose again.
    if (action === 'approve' && match && addedUri !== match.uri) {
      try {
        await addToPlaylist.mutateAsync({ slug: match.slug, uri: match.uri });
      } catch {
        return; // addToPlaylist.error is shown above the buttons.
      }
      setAddedUri(match.uri);
    }
    let answer;
    try {
      // The track Spotify took is recorded with the song, so removing it later takes that track off.
      const trackUri = action === 'approve' && match ? match.uri : undefined;
      answer = await update.mutateAsync({
        id: song._id,
        status: STATUS_OF_ACTION[action],
        statusDescription,
        trackUri,
      });
    } catch {
      return; // update.error holds the refusal; it is shown above the buttons.
    }
    const spotify = answer.spotify;
    if (spotify) onSpotify(spotify);
    const saved =
      spotify?.outcome === 'removed'
        ? songsText.t('savedWithSpotify', { saved: savedMessage(action), spotify: spotify.message })
        : savedMessage(action);
    enqueueSnackbar(saved, { variant: 'success' });
    onNext();
  };

  // A guessed match says so to the student, unless the teacher already chose what to say.
  const pickMatch = (picked: TPlaylistMatch | null) => {
    setMatch(picked);
    if (picked && !picked.exact && choice === '') setChoice(bestGuessCondition());
  };

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {song.title}
            </Typography>
            <SongStatusChip song={song} />
          </Box>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('by', { artist: song.artist })}</Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {t('requestedByLine')} <RequesterName song={song} /> · {periodTitle(song.period)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(song.createdAt)}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <SongSearchLinks song={song} provider={settings?.songs.apps.provider ?? ''} />
          </Box>
        </Box>
        {song.status === 'pendingRemoval' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('removalPaid')}
          </Alert>
        ) : null}
        <FormControl component="fieldset" disabled={busy} sx={{ display: 'block' }}>
          <FormLabel component="legend" id={decisionId}>
            {t('decision')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={decisionId}
            value={action ?? ''}
            onChange={(event) => {
              setAction(event.target.value as TSongAction);
              setChoice('');
            }}
          >
            {actionsFor(song).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        {descriptions ? (
          <FormControl component="fieldset" disabled={busy} sx={{ display: 'block', mt: 2 }}>
            <FormLabel component="legend" id={descriptionId}>
              {descriptions.legend}
            </FormLabel>
            <RadioGroup
              aria-labelledby={descriptionId}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {descriptions.options.map((text) => (
                <FormControlLabel key={text} value={text} control={<Radio />} label={text} />
              ))}
              <FormControlLabel value={OTHER} control={<Radio />} label={t('other')} />
            </RadioGroup>
            {choice === OTHER ? (
              <TextField
                label={action === 'approve' ? t('condition') : t('reason')}
                value={otherText}
                onChange={(event) => setOtherText(event.target.value)}
                fullWidth
                size="small"
                required
                autoFocus
                error={otherText.trim() === '' && otherText !== ''}
                helperText={
                  <CharacterCount message={t('studentSees')} length={otherText.length} max={LIMITS.description} />
                }
                slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
                sx={{ mt: 1 }}
              />
            ) : null}
          </FormControl>
        ) : null}
        {/* A course shared with the teacher (P60) plays on its own teacher's playlist, not theirs. */}
        {action === 'approve' && acting.course === undefined ? (
          <PlaylistMatchPicker
            title={song.title}
            artist={song.artist}
            period={song.period}
            value={match}
            onChange={pickMatch}
            disabled={busy}
          />
        ) : null}
        <ErrorList error={addToPlaylist.error} />
        <ErrorList error={update.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onNext} disabled={busy}>
          {t('skip')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!canSave}>
          {busy ? t('saving') : t('saveContinue')}
        </Button>
      </DialogActions>
    </>
  );
}
