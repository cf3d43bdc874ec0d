import type { TTrack } from '../../../shared/jukebox';

/** A Spotify track the teacher picked for a song request, and the course playlist it goes to. */
export type TPlaylistMatch = { slug: string; uri: string; exact: boolean };

/** What a student typed and Spotify's names compared without case, accents, punctuation or extra spaces. */
export function normalizedName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether the track is the song asked for: the same title and one of its artists named. Anything
 * else is the teacher's best guess (seed 001 section 9: the 'Picked my best guess' condition).
 */
export function isExactMatch(track: Pick<TTrack, 'name' | 'artists'>, title: string, artist: string): boolean {
  const wantedArtist = normalizedName(artist);
  return (
    normalizedName(track.name) === normalizedName(title) &&
    track.artists.some((a) => normalizedName(a.name) === wantedArtist)
  );
}

/** The search a request starts with: its title and artist as the student typed them. */
export const requestSearchText = (title: string, artist: string) => `${title} ${artist}`.replace(/\s+/g, ' ').trim();
