import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { TTrack } from '../../../shared/jukebox';
import { QueryStatus } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { CoursePicker, periodLabel, useCourses } from '../courses';
import { useJukeboxAvailability } from './jukebox-actions';
import { artistNames } from './play-offer';
import { isExactMatch, requestSearchText, type TPlaylistMatch } from './playlist-match';
import { useTrackSearch } from './queries';
import { jukeboxText } from './texts';

/** Spotify answers ten at most; five are plenty to recognise the song. */
const SHOWN_MATCHES = 5;
const NONE = 'none';

type TPlaylistMatchPickerProps = {
  title: string;
  artist: string;
  /** The requester's period: the playlist of that period's course takes the song. */
  period: number | null;
  value: TPlaylistMatch | null;
  onChange: (match: TPlaylistMatch | null) => void;
  disabled?: boolean;
};

/**
 * Approving a song request (issue 10): Spotify's matches for it, one of which the teacher may add
 * to the class playlist. Shown only when the jukebox is on and that class has a playlist.
 */
export function PlaylistMatchPicker(props: TPlaylistMatchPickerProps) {
  const t = useText(jukeboxText);
  const availability = useJukeboxAvailability();
  const courses = useCourses();
  const [chosenCourse, setChosenCourse] = useState<string | null>(null);
  if (availability !== 'shown' || props.period === null) return null;
  const candidates = (courses.data ?? []).filter((c) => c.period === props.period && c.playlistId);
  const course = candidates.find((c) => c._id === chosenCourse) ?? candidates[0];
  if (!course) return null;
  return (
    <Box sx={{ mt: 2 }}>
      {candidates.length > 1 ? (
        <Box sx={{ mb: 1 }}>
          <CoursePicker
            courses={candidates}
            value={course._id}
            label={t('classPlaylist')}
            onChange={(id) => {
              setChosenCourse(id);
              props.onChange(null);
            }}
          />
        </Box>
      ) : null}
      <Matches {...props} slug={course.slug} courseLabel={periodLabel(course)} />
    </Box>
  );
}

function Matches({
  title,
  artist,
  value,
  onChange,
  disabled,
  slug,
  courseLabel,
}: TPlaylistMatchPickerProps & { slug: string; courseLabel: string }) {
  const t = useText(jukeboxText);
  useText(musicText);
  const legendId = useId();
  const [typed, setTyped] = useState(requestSearchText(title, artist));
  const [searched, setSearched] = useState(typed);
  const search = useTrackSearch(searched);
  const tracks = (search.data ?? []).slice(0, SHOWN_MATCHES);
  // Once the teacher picks (a track, or not adding), their choice stands; until then, the exact match.
  const [picked, setPicked] = useState(false);
  const exactMatch = tracks.find((track) => isExactMatch(track, title, artist));

  useEffect(() => {
    // Issue 28: Spotify found the requested song itself, so adding it is what the teacher meant.
    if (!picked && value === null && exactMatch) onChange({ slug, uri: exactMatch.uri, exact: true });
  }, [picked, value, exactMatch, slug, onChange]);

  const choose = (uri: string) => {
    setPicked(true);
    const track = tracks.find((t) => t.uri === uri);
    onChange(track ? { slug, uri: track.uri, exact: isExactMatch(track, title, artist) } : null);
  };
  const runSearch = () => {
    setPicked(false);
    onChange(null);
    setSearched(typed.trim());
  };

  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ display: 'block' }}>
      <FormLabel component="legend" id={legendId}>
        {t('addToPlaylist', { course: courseLabel })}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          label={t('searchSpotify')}
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              runSearch();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <Button startIcon={<SearchIcon />} onClick={runSearch} disabled={disabled || typed.trim() === ''}>
          {t('search')}
        </Button>
      </Box>
      {!search.data ? (
        searched === '' ? null : (
          <QueryStatus query={search} loadingLabel={t('searchingSpotify')} sx={{ py: 1 }} />
        )
      ) : (
        <RadioGroup
          aria-labelledby={legendId}
          value={value?.uri ?? NONE}
          onChange={(event) => choose(event.target.value)}
        >
          <FormControlLabel value={NONE} control={<Radio />} label={t('dontAdd')} />
          {tracks.map((track) => (
            <FormControlLabel
              key={track.uri}
              value={track.uri}
              control={<Radio />}
              label={<MatchLabel track={track} />}
            />
          ))}
        </RadioGroup>
      )}
      {search.data && tracks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('nothingFound')}
        </Typography>
      ) : null}
      {value && !value.exact ? (
        <FormHelperText>{t('notExact', { condition: musicText.t('conditionBestGuess') })}</FormHelperText>
      ) : null}
    </FormControl>
  );
}

function MatchLabel({ track }: { track: TTrack }) {
  const t = useText(jukeboxText);
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {track.name}
        {track.explicit ? t('explicitMark') : ''}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {artistNames(track.artists)}
        {track.album.name ? ` · ${track.album.name}` : ''}
      </Typography>
    </Box>
  );
}
