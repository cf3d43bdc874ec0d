// What other features may use of the jukebox: the Songs pages' buttons, the settings' Spotify part,
// and the song approval's pick of a Spotify track for the class playlist.
export { JukeboxButtons, JukeboxNotSupported, useJukeboxAvailability } from './jukebox-actions';
export { SpotifyConnection } from './spotify-connection';
export { useSpotifyReturnNotice } from './spotify-return-notice';
export { PlaylistMatchPicker } from './playlist-match-picker';
export type { TPlaylistMatch } from './playlist-match';
export { useAddToPlaylist } from './queries';
