export { isExactMatch, normalizedName } from '../../../shared/track-match';

/** A Spotify track the teacher picked for a song request, and the course playlist it goes to. */
export type TPlaylistMatch = { slug: string; uri: string; exact: boolean };

/** The search a request starts with: its title and artist as the student typed them. */
export const requestSearchText = (title: string, artist: string) => `${title} ${artist}`.replace(/\s+/g, ' ').trim();
