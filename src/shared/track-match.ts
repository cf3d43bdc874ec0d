/**
 * Whether a Spotify track is the song a student asked for: used by the teacher's pick when
 * approving a request (web) and, for a song approved before its track was recorded, to find it on
 * the course playlist when the song is removed (server).
 */

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
export function isExactMatch(
  track: { name: string; artists: readonly { name: string }[] },
  title: string,
  artist: string,
): boolean {
  const wantedArtist = normalizedName(artist);
  return (
    normalizedName(track.name) === normalizedName(title) &&
    track.artists.some((a) => normalizedName(a.name) === wantedArtist)
  );
}
