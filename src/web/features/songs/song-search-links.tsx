import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TSong } from '../../../shared/songs';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

type TMusicApp = 'apple' | 'spotify' | 'youtube';

const APPS: { app: TMusicApp; name: string; searchUrl: (terms: string) => string }[] = [
  { app: 'apple', name: 'Apple Music', searchUrl: (q) => `https://music.apple.com/search?term=${q}` },
  { app: 'spotify', name: 'Spotify', searchUrl: (q) => `https://open.spotify.com/search/${q}` },
  { app: 'youtube', name: 'YouTube Music', searchUrl: (q) => `https://music.youtube.com/search?q=${q}` },
];

/** The address of a music app's search for a song (seed 001 section 9: apple, spotify, youtube). */
export function songSearchUrl(app: TMusicApp, song: Pick<TSong, 'title' | 'artist'>): string {
  const found = APPS.find((a) => a.app === app) ?? APPS[0]!;
  return found.searchUrl(encodeURIComponent(`${song.title} ${song.artist}`.trim()));
}

type TSongSearchLinksProps = {
  song: Pick<TSong, 'title' | 'artist'>;
  /** The class's music app (settings songs.apps.provider) is listed first. */
  provider?: string;
};

/** P21: a search link per music app, in a new tab, each named for what it opens. */
export function SongSearchLinks({ song, provider }: TSongSearchLinksProps) {
  const t = useText(songsText);
  const apps = [...APPS].sort((a, b) => Number(b.app === provider) - Number(a.app === provider));
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
      {apps.map(({ app, name }) => (
        <Link
          key={app}
          href={songSearchUrl(app, song)}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          aria-label={t('searchLink', { app: name, title: song.title, artist: song.artist })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
        >
          {name}
          <OpenInNewIcon sx={{ fontSize: '0.9em' }} aria-hidden="true" />
        </Link>
      ))}
    </Box>
  );
}
