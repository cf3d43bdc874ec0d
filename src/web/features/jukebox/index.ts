// What other features may use of the jukebox: the Songs pages' buttons and the settings' Spotify part.
export { JukeboxButtons, JukeboxNotSupported, useJukeboxAvailability } from './jukebox-actions';
export { SpotifyConnection } from './spotify-connection';
export { useSpotifyReturnNotice } from './spotify-return-notice';
